import { Accordion, Section } from '@repo/ui'
import { useLocale, type Locale } from '../i18n'

/** A message of the catalogue without inputs (`m.contact_faq_0_question`). */
type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** A page's questions and answers (contact, join now), each pair of messages in order. */
export function FaqSection({
  titleId,
  title,
  faq,
}: {
  titleId: string
  title: string
  faq: readonly (readonly [question: Message, answer: Message])[]
}) {
  const locale = useLocale()
  return (
    <Section titleId={titleId} title={title} className="flex flex-col gap-4">
      <Accordion
        items={faq.map(([question, answer]) => ({
          question: question({}, { locale }),
          answer: answer({}, { locale }),
        }))}
      />
    </Section>
  )
}
