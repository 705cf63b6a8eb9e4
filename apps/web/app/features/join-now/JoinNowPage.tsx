import { Accordion, Card } from '@repo/ui'
import { messages } from '../../i18n'
import { JoinNowForm } from './JoinNowForm'
import { Island } from '../../islands/Island'

export function JoinNowPage() {
  const m = messages.joinNow
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-extrabold">{m.heading}</h1>
        <p className="text-slate-700 dark:text-slate-300">{m.intro}</p>
        <Card>
          <Island name="join-now-form" component={JoinNowForm} />
        </Card>
      </div>
      <section aria-labelledby="faq-title" className="flex flex-col gap-4">
        <h2 id="faq-title" className="text-2xl font-bold">
          {m.faqTitle}
        </h2>
        <Accordion items={m.faq} />
      </section>
    </div>
  )
}
