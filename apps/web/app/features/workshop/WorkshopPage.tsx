import { Card } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { WorkshopForm } from './WorkshopForm'
import { Island } from '../../islands/Island'

export function WorkshopPage() {
  const locale = useLocale()
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{m.workshop_heading({}, { locale })}</h1>
      <p className="text-slate-700 dark:text-slate-300">{m.workshop_intro({}, { locale })}</p>
      <Card>
        <Island name="workshop-form" component={WorkshopForm} />
      </Card>
    </div>
  )
}
