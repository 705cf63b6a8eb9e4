import { Card } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { JoinNowForm } from './JoinNowForm'
import { Island } from '../../islands/Island'
import { FaqSection } from '../../components/FaqSection'

/** The page's questions and answers, in order. */
const faq = [
  [m.joinNow_faq_0_question, m.joinNow_faq_0_answer],
  [m.joinNow_faq_1_question, m.joinNow_faq_1_answer],
  [m.joinNow_faq_2_question, m.joinNow_faq_2_answer],
  [m.joinNow_faq_3_question, m.joinNow_faq_3_answer],
] as const

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
      <FaqSection titleId="faq-title" title={m.joinNow_faqTitle({}, { locale })} faq={faq} />
    </div>
  )
}
