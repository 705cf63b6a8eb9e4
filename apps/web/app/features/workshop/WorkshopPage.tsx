import { m, useLocale } from '../../i18n'
import { WorkshopForm } from './WorkshopForm'
import { Island } from '../../islands/Island'
import { PageForm } from '../../components/PageHead'

export function WorkshopPage() {
  const locale = useLocale()
  return (
    <PageForm
      className="mx-auto flex max-w-xl flex-col gap-4"
      title={m.workshop_heading({}, { locale })}
      intro={m.workshop_intro({}, { locale })}
      form={<Island name="workshop-form" component={WorkshopForm} />}
    />
  )
}
