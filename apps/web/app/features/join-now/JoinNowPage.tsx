import { Accordion, Card } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { JoinNowForm } from './JoinNowForm'
import { Island } from '../../islands/Island'

export function JoinNowPage() {
  const locale = useLocale()
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-extrabold">{m.joinNow_heading({}, { locale })}</h1>
        <p className="text-slate-700 dark:text-slate-300">{m.joinNow_intro({}, { locale })}</p>
        <Card>
          <Island name="join-now-form" component={JoinNowForm} />
        </Card>
      </div>
      <section aria-labelledby="faq-title" className="flex flex-col gap-4">
        <h2 id="faq-title" className="text-2xl font-bold">
          {m.joinNow_faqTitle({}, { locale })}
        </h2>
        <Accordion
          items={[
            {
              question: m.joinNow_faq_0_question({}, { locale }),
              answer: m.joinNow_faq_0_answer({}, { locale }),
            },
            {
              question: m.joinNow_faq_1_question({}, { locale }),
              answer: m.joinNow_faq_1_answer({}, { locale }),
            },
            {
              question: m.joinNow_faq_2_question({}, { locale }),
              answer: m.joinNow_faq_2_answer({}, { locale }),
            },
            {
              question: m.joinNow_faq_3_question({}, { locale }),
              answer: m.joinNow_faq_3_answer({}, { locale }),
            },
          ]}
        />
      </section>
    </div>
  )
}
