import { m, useLocale } from '../../i18n'
import { JoinNowForm } from './JoinNowForm'
import { Island } from '../../islands/Island'
import { FaqSection } from '../../components/FaqSection'
import { PageForm } from '../../components/PageHead'

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
      <PageForm
        className="flex flex-col gap-4"
        title={m.joinNow_heading({}, { locale })}
        intro={m.joinNow_intro({}, { locale })}
        form={<Island name="join-now-form" component={JoinNowForm} />}
      />
      <FaqSection titleId="faq-title" title={m.joinNow_faqTitle({}, { locale })} faq={faq} />
    </div>
  )
}
