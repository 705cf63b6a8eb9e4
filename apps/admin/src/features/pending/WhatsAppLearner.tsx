import { Button } from '@mantine/core'
import type { MailLocale, PendingRequest } from '@repo/api'
import { whatsAppHref } from '@repo/courses'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { queries } from '../../lib/queries'

/** The first words to the learner about their request, in their language. */
export function learnerMessage(r: PendingRequest, locale: MailLocale): string {
  return locale === 'bn'
    ? `আসসালামু আলাইকুম ${r.name}, ${r.courseTitle} কোর্সে আপনার ভর্তির আবেদন (ট্রানজেকশন আইডি ${r.transactionId}) নিয়ে লিখছি।`
    : `Hello ${r.name}, this is about your enrolment request for ${r.courseTitle} (transaction ID ${r.transactionId}).`
}

/** The mail language of the learners of these requests (English until known). */
export function useLearnerLocales(
  requests: readonly PendingRequest[] | null,
): Record<string, MailLocale> {
  const api = useAdminApi()
  const ids = [...new Set(requests?.map((r) => r.userId) ?? [])]
  const locales = useQuery({
    ...queries.learnerLocales(api, ids),
    enabled: ids.length > 0,
    // a failure leaves the buttons working, in English
    retry: false,
  })
  return locales.data ?? {}
}

/** Opens a WhatsApp chat with the learner, the message prefilled in their language. */
export function WhatsAppLearnerButton({
  request,
  locale,
  size,
}: {
  request: PendingRequest
  locale: MailLocale
  /** `xs` in the laptop's table row */
  size?: 'xs'
}) {
  return (
    <Button
      size={size}
      component="a"
      href={whatsAppHref(request.phone, learnerMessage(request, locale))}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color="teal"
      aria-label={`WhatsApp ${request.name} (opens in a new tab)`}
    >
      WhatsApp
    </Button>
  )
}
