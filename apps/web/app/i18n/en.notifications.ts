/**
 * The profile's notifications section (issue 16): the learner's notices, the language of their
 * mails, and a WhatsApp message to the provider about a request. Spread into `en` (./en.ts).
 */
export const notificationsEn = {
  notifications: {
    title: 'Notifications',
    loading: 'Loading your notifications…',
    loadFailed: 'Could not load your notifications.',
    retry: 'Try Again',
    empty:
      'No notifications yet. We tell you here, and by email, when something happens to your requests and courses.',
    unread: 'New',
    unreadCount: (n: number) => (n === 1 ? '1 new notification' : `${n} new notifications`),
    kinds: {
      request_submitted: (course: string) => `We received your request for ${course}.`,
      request_received: (course: string) => `New enrolment request for ${course}.`,
      request_approved: (course: string) => `You are enrolled in ${course}.`,
      request_rejected: (course: string) => `Your request for ${course} was not approved.`,
      request_refunded: (course: string) => `Your payment for ${course} was refunded.`,
      certificate_issued: (course: string) => `Your certificate for ${course} is ready.`,
      class_starting: (title: string) => `Live class within the hour: ${title}.`,
    },
    reason: 'Reason',
    startLearning: 'Start learning',
    seeCertificate: 'See your certificate',
    goToClass: 'Go to the class',
    askOnWhatsApp: 'Ask us on WhatsApp',
    whatsAppMessage: (course: string, transactionId: string) =>
      `Hello, I have a question about my enrolment request for ${course}. Transaction ID: ${transactionId}`,
    mailLanguage: 'Language of our emails',
    mailLanguageHint:
      'We email you when a request is received, approved or rejected, and before live classes.',
    languages: { en: 'English', bn: 'বাংলা (Bangla)' },
    mailLanguageSaved: 'Saved. Our next emails will be in this language.',
    mailLanguageFailed: 'Could not save the language. Try again.',
  },
}
