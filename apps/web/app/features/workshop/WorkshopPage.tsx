import { Card } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { WorkshopForm } from './WorkshopForm'
import { Island } from '../../islands/Island'
import { PageHead } from '../../components/PageHead'

export function WorkshopPage() {
  const locale = useLocale()
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageHead title={m.workshop_heading({}, { locale })} intro={m.workshop_intro({}, { locale })}>
        <Card>
          <Island name="workshop-form" component={WorkshopForm} />
        </Card>
      </PageHead>
    </div>
  )
}
