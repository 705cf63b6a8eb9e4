// The notification mails, in English and Bangla: plain text, and simple HTML that reads well
// on a phone (one column, large text, one button). Pure TypeScript without Deno APIs, so the
// database tests check the texts under Node too (supabase/tests/notification-mail.test.ts).

import type { NotificationData, NotificationKind } from '@repo/courses'

export type Locale = 'en' | 'bn'

export type Kind = NotificationKind
export type { NotificationData }

export interface Mail {
  subject: string
  text: string
  html: string
}

export interface Links {
  /** the learner site, e.g. https://courses.example.com (no trailing slash) */
  siteUrl: string
  /** the admin console, when known */
  adminUrl?: string
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function money(amount: number | undefined, locale: Locale): string {
  return `৳${new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US').format(amount ?? 0)}`
}

function when(iso: string | undefined, locale: Locale): string {
  if (!iso) return ''
  return new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** The opening the database kept of a longer text, marked as cut when it fills its limit. */
function opening(text: string | undefined, limit: number): string {
  const t = (text ?? '').trim()
  return t.length >= limit ? `${t}…` : t
}

/** A site path in the learner's language: Bangla pages live under /bn. */
function page(links: Links, locale: Locale, path: string): string {
  return `${links.siteUrl}${locale === 'bn' ? '/bn' : ''}${path}`
}

interface Parts {
  subject: string
  lines: string[]
  action?: { label: string; url: string }
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`The notification has no ${what}.`)
  return value
}

function parts(kind: Kind, locale: Locale, d: NotificationData, links: Links): Parts {
  // A mentor's notice of a hand-in lives in the app only: the database writes it no delivery,
  // so a mail of it is a bug upstream, said rather than sent.
  if (kind === 'project_submitted') throw new Error('A project_submitted notice is never mailed.')
  // So is a mentor's notice of a new question (they answer from the console's queue).
  if (kind === 'question_asked') throw new Error('A question_asked notice is never mailed.')
  const course = required(d.course_title, 'course')
  const bn = locale === 'bn'
  const courseId = encodeURIComponent(required(d.course_id, 'course id'))
  const payment = bn
    ? [
        `কোর্স: ${course}`,
        `টাকার পরিমাণ: ${money(d.amount, locale)}`,
        `পেমেন্ট: ${d.payment_method ?? ''}`,
        `ট্রানজেকশন আইডি: ${d.transaction_id ?? ''}`,
      ]
    : [
        `Course: ${course}`,
        `Amount: ${money(d.amount, locale)}`,
        `Payment: ${d.payment_method ?? ''}`,
        `Transaction ID: ${d.transaction_id ?? ''}`,
      ]
  switch (kind) {
    case 'request_submitted':
      return bn
        ? {
            subject: `আপনার ${course} কোর্সের অনুরোধ আমরা পেয়েছি`,
            lines: [
              'আপনার ভর্তির অনুরোধ আমাদের কাছে পৌঁছেছে।',
              ...payment,
              'এরপর কী হবে: আমাদের একজন অ্যাডমিন আপনার পেমেন্ট যাচাই করে ভর্তি অনুমোদন করবেন। সিদ্ধান্ত হলেই আমরা আপনাকে ইমেইল করব।',
            ],
          }
        : {
            subject: `We received your request for ${course}`,
            lines: [
              'Your enrolment request has reached us.',
              ...payment,
              'What happens next: an admin checks your payment and approves your enrolment. We will email you as soon as it is decided.',
            ],
          }
    case 'request_received':
      return {
        subject: bn
          ? `নতুন ভর্তির অনুরোধ: ${d.name ?? ''}, ${course}`
          : `New enrolment request: ${d.name ?? ''}, ${course}`,
        lines: [
          bn ? `নাম: ${d.name ?? ''}` : `Name: ${d.name ?? ''}`,
          bn ? `ফোন: ${d.phone ?? ''}` : `Phone: ${d.phone ?? ''}`,
          ...payment,
          bn
            ? 'পেমেন্ট যাচাই করে অ্যাডমিন কনসোলের Pending ট্যাবে অনুমোদন বা বাতিল করুন।'
            : 'Check the payment, then approve or reject it in the Pending tab of the admin console.',
        ],
        ...(links.adminUrl
          ? { action: { label: bn ? 'কনসোল খুলুন' : 'Open the console', url: links.adminUrl } }
          : {}),
      }
    case 'request_approved':
      return bn
        ? {
            subject: `আপনি ${course} কোর্সে ভর্তি হয়েছেন`,
            lines: [
              'অভিনন্দন! আপনার পেমেন্ট যাচাই হয়েছে এবং ভর্তি অনুমোদিত হয়েছে।',
              `কোর্স: ${course}`,
              'নিচের লিংক থেকে এখনই ক্লাস শুরু করুন।',
            ],
            action: { label: 'ক্লাস শুরু করুন', url: page(links, locale, `/learn/${courseId}`) },
          }
        : {
            subject: `You are enrolled in ${course}`,
            lines: [
              'Congratulations! Your payment is verified and your enrolment is approved.',
              `Course: ${course}`,
              'Start learning now from the link below.',
            ],
            action: { label: 'Start learning', url: page(links, locale, `/learn/${courseId}`) },
          }
    case 'request_rejected':
      return bn
        ? {
            subject: `${course} কোর্সের অনুরোধ অনুমোদন করা যায়নি`,
            lines: [
              'দুঃখিত, আপনার ভর্তির অনুরোধ অনুমোদন করা যায়নি।',
              `কারণ: ${d.reason ?? ''}`,
              ...payment,
              'কীভাবে ঠিক করবেন: পেমেন্ট ও ট্রানজেকশন আইডি মিলিয়ে দেখুন, তারপর কোর্সের পাতা থেকে নতুন অনুরোধ পাঠান। প্রশ্ন থাকলে হোয়াটসঅ্যাপে আমাদের লিখুন।',
            ],
            action: { label: 'আবার অনুরোধ পাঠান', url: page(links, locale, `/enroll/${courseId}`) },
          }
        : {
            subject: `Your request for ${course} was not approved`,
            lines: [
              'Sorry, your enrolment request was not approved.',
              `Reason: ${d.reason ?? ''}`,
              ...payment,
              'How to fix it: check the payment and the transaction ID, then send a new request from the course page. Questions? Write to us on WhatsApp.',
            ],
            action: {
              label: 'Send a new request',
              url: page(links, locale, `/enroll/${courseId}`),
            },
          }
    case 'request_refunded':
      return bn
        ? {
            subject: `${course} কোর্সের টাকা ফেরত দেওয়া হয়েছে`,
            lines: [
              'আপনার ভর্তি বাতিল করে টাকা ফেরত দেওয়া হয়েছে।',
              `কারণ: ${d.reason ?? ''}`,
              ...payment,
              'টাকা আপনার ওয়ালেটে না পৌঁছালে হোয়াটসঅ্যাপে আমাদের লিখুন।',
            ],
          }
        : {
            subject: `Your payment for ${course} was refunded`,
            lines: [
              'Your enrolment was cancelled and your payment refunded.',
              `Reason: ${d.reason ?? ''}`,
              ...payment,
              'If the money has not reached your wallet, write to us on WhatsApp.',
            ],
          }
    case 'certificate_issued': {
      const url = page(
        links,
        locale,
        `/certificates/${encodeURIComponent(required(d.certificate_id, 'certificate'))}`,
      )
      return bn
        ? {
            subject: `${course} কোর্সের সার্টিফিকেট তৈরি`,
            lines: ['অভিনন্দন! আপনি কোর্সটি শেষ করেছেন।', `কোর্স: ${course}`],
            action: { label: 'সার্টিফিকেট দেখুন', url },
          }
        : {
            subject: `Your certificate for ${course}`,
            lines: ['Congratulations! You completed the course.', `Course: ${course}`],
            action: { label: 'See your certificate', url },
          }
    }
    case 'class_starting': {
      const title = (bn ? d.title_bn : d.title) || required(d.title, 'class title')
      const url = page(links, locale, `/learn/${courseId}`)
      return bn
        ? {
            subject: `এক ঘণ্টার মধ্যে লাইভ ক্লাস: ${title}`,
            lines: [`কোর্স: ${course}`, `ক্লাস: ${title}`, `শুরু: ${when(d.starts_at, locale)}`],
            action: { label: 'ক্লাসে যান', url },
          }
        : {
            subject: `Live class within the hour: ${title}`,
            lines: [`Course: ${course}`, `Class: ${title}`, `Starts: ${when(d.starts_at, locale)}`],
            action: { label: 'Go to the class', url },
          }
    }
    case 'project_reviewed': {
      const project =
        (bn ? d.project_title_bn : d.project_title) || required(d.project_title, 'project')
      const url = page(
        links,
        locale,
        `/learn/${courseId}/projects/${encodeURIComponent(required(d.project_id, 'project id'))}`,
      )
      const approved = d.verdict === 'approved'
      if (!approved && d.verdict !== 'changes_requested')
        throw new Error('The notification has no verdict.')
      // the mentor's own words, as written (Markdown reads as plain text)
      const feedback = d.feedback?.trim()
        ? [
            bn
              ? `মেন্টরের মতামত: ${d.feedback.trim()}`
              : `The mentor's feedback: ${d.feedback.trim()}`,
          ]
        : []
      return bn
        ? {
            subject: approved
              ? `আপনার প্রজেক্ট ${project} অনুমোদিত হয়েছে`
              : `আপনার প্রজেক্ট ${project}-এ পরিবর্তন চাওয়া হয়েছে`,
            lines: [
              approved
                ? 'অভিনন্দন! একজন মেন্টর আপনার প্রজেক্ট অনুমোদন করেছেন।'
                : 'একজন মেন্টর আপনার প্রজেক্ট দেখেছেন এবং কিছু পরিবর্তন চেয়েছেন।',
              `কোর্স: ${course}`,
              `প্রজেক্ট: ${project}`,
              ...feedback,
              ...(approved ? [] : ['প্রজেক্টের পাতায় মতামত পড়ুন, তারপর নতুন করে জমা দিন।']),
            ],
            action: { label: approved ? 'প্রজেক্ট দেখুন' : 'মতামত পড়ুন', url },
          }
        : {
            subject: approved
              ? `Your project ${project} is approved`
              : `Changes asked on your project ${project}`,
            lines: [
              approved
                ? 'Congratulations! A mentor approved your project.'
                : 'A mentor read your project and asked for changes.',
              `Course: ${course}`,
              `Project: ${project}`,
              ...feedback,
              ...(approved
                ? []
                : ['Read the feedback on the project page, then send a new attempt.']),
            ],
            action: { label: approved ? 'See the project' : 'Read the feedback', url },
          }
    }
    case 'question_answered': {
      const lesson = (bn ? d.lesson_title_bn : d.lesson_title) || required(d.lesson_title, 'lesson')
      const url = page(
        links,
        locale,
        `/learn/${courseId}/${encodeURIComponent(required(d.lesson_id, 'lesson id'))}#questions`,
      )
      const answer = opening(required(d.answer?.trim() || undefined, 'answer'), 500)
      const question = opening(d.question, 200)
      // the answer's words as written (Markdown reads as plain text; the HTML escapes them)
      return bn
        ? {
            subject: `${lesson} লেসনে আপনার প্রশ্নের উত্তর এসেছে`,
            lines: [
              d.by_staff
                ? 'একজন মেন্টর আপনার প্রশ্নের উত্তর দিয়েছেন।'
                : 'কোর্সের আরেকজন শিক্ষার্থী আপনার প্রশ্নের উত্তর দিয়েছেন।',
              `কোর্স: ${course}`,
              `লেসন: ${lesson}`,
              ...(question ? [`আপনার প্রশ্ন: ${question}`] : []),
              `উত্তর: ${answer}`,
              'লেসনের পাতায় পুরো উত্তর পড়ুন। উত্তরটি কাজে লাগলে সেটি গ্রহণ করুন, যাতে অন্যরাও খুঁজে পান।',
            ],
            action: { label: 'উত্তর পড়ুন', url },
          }
        : {
            subject: `An answer to your question under ${lesson}`,
            lines: [
              d.by_staff
                ? 'A mentor answered your question.'
                : 'Another learner of the course answered your question.',
              `Course: ${course}`,
              `Lesson: ${lesson}`,
              ...(question ? [`Your question: ${question}`] : []),
              `The answer: ${answer}`,
              'Read the whole answer on the lesson page. If it helped, accept it, so others find it too.',
            ],
            action: { label: 'Read the answer', url },
          }
    }
  }
}

/** The mail of one notification. Throws when the data lacks what the text needs. */
export function renderMail(kind: Kind, locale: Locale, data: NotificationData, links: Links): Mail {
  const lang: Locale = locale === 'bn' ? 'bn' : 'en'
  const p = parts(kind, lang, data, links)
  const text = [...p.lines, ...(p.action ? [`${p.action.label}: ${p.action.url}`] : [])].join(
    '\n\n',
  )
  const body = p.lines.map((l) => `<p style="margin:0 0 12px">${esc(l)}</p>`).join('\n')
  const button = p.action
    ? `<p style="margin:20px 0"><a href="${esc(p.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${esc(p.action.label)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(p.subject)}</title></head>
<body style="margin:0;padding:16px;font:16px/1.6 sans-serif;color:#111">
<div style="max-width:480px;margin:0 auto">
${body}
${button}
</div>
</body></html>`
  return { subject: p.subject, text, html }
}
