// The texts of the notification mails (supabase/functions/_shared/mail.ts), English and Bangla.
import { describe, expect, it } from 'vitest'
import { renderMail, type Kind, type Locale } from '../functions/_shared/mail.ts'

const links = { siteUrl: 'https://courses.example.com', adminUrl: 'https://admin.example.com' }
const request = {
  request_id: 'r1',
  course_id: 'web-development',
  course_title: 'Web Development with AI',
  amount: 1499,
  transaction_id: 'TX8N7A6B5C',
  payment_method: 'bKash',
  name: 'Rahim <b>Uddin</b>',
  phone: '01712345678',
}

/** The mail of `kind` in `locale`, its text part checked to hold each of `texts`. */
function mailHolding(
  kind: Kind,
  locale: Locale,
  data: Parameters<typeof renderMail>[2],
  texts: readonly string[],
) {
  const mail = renderMail(kind, locale, data, links)
  for (const text of texts) expect(mail.text).toContain(text)
  return mail
}

/** The Bangla mail of `kind`: `texts` in its text, `subject` its subject, its page in Bangla. */
function expectBanglaMail(
  kind: Kind,
  data: Parameters<typeof renderMail>[2],
  texts: readonly string[],
  subject: string,
) {
  const mail = mailHolding(kind, 'bn', data, texts)
  expect(mail.subject).toBe(subject)
  expect(mail.html).toContain('<html lang="bn">')
}

describe('notification mails', () => {
  it('the submitted mail says course, amount, transaction id and what happens next', () => {
    const en = mailHolding('request_submitted', 'en', request, [
      'Amount: ৳1,499',
      'Transaction ID: TX8N7A6B5C',
      'What happens next',
    ])
    expect(en.subject).toBe('We received your request for Web Development with AI')
    expectBanglaMail(
      'request_submitted',
      request,
      ['টাকার পরিমাণ: ৳১,৪৯৯', 'ট্রানজেকশন আইডি: TX8N7A6B5C', 'এরপর কী হবে'],
      'আপনার Web Development with AI কোর্সের অনুরোধ আমরা পেয়েছি',
    )
  })

  it('the approval links straight into the classroom, under /bn for a Bangla learner', () => {
    const en = mailHolding('request_approved', 'en', request, [
      'https://courses.example.com/learn/web-development',
    ])
    expect(en.html).toContain('href="https://courses.example.com/learn/web-development"')
    expectBanglaMail(
      'request_approved',
      request,
      ['ক্লাস শুরু করুন: https://courses.example.com/bn/learn/web-development'],
      'আপনি Web Development with AI কোর্সে ভর্তি হয়েছেন',
    )
  })

  it('the rejection gives the reason and how to fix it; the refund its reason', () => {
    const data = { ...request, reason: 'No payment with this transaction ID' }
    mailHolding('request_rejected', 'en', data, [
      'Reason: No payment with this transaction ID',
      'How to fix it',
      'https://courses.example.com/enroll/web-development',
    ])
    mailHolding('request_rejected', 'bn', data, [
      'কারণ: No payment with this transaction ID',
      'কীভাবে ঠিক করবেন',
    ])
    expect(renderMail('request_refunded', 'bn', data, links).subject).toBe(
      'Web Development with AI কোর্সের টাকা ফেরত দেওয়া হয়েছে',
    )
  })

  it('the admin mail names the learner, escaped in HTML, and links to the console', () => {
    const mail = renderMail('request_received', 'en', request, links)
    expect(mail.subject).toBe('New enrolment request: Rahim <b>Uddin</b>, Web Development with AI')
    expect(mail.html).toContain('Rahim &#60;b&#62;Uddin&#60;/b&#62;')
    expect(mail.html).not.toContain('<b>Uddin')
    expect(mail.text).toContain('https://admin.example.com')
  })

  it('the class reminder shows the Bangla title and the time in Dhaka', () => {
    const data = {
      course_id: 'video-editing',
      course_title: 'Video Editing',
      title: 'Live Q&A',
      title_bn: 'লাইভ প্রশ্নোত্তর',
      starts_at: '2026-11-23T14:00:00Z',
    }
    const bn = mailHolding('class_starting', 'bn', data, [
      'https://courses.example.com/bn/learn/video-editing',
    ])
    expect(bn.subject).toBe('এক ঘণ্টার মধ্যে লাইভ ক্লাস: লাইভ প্রশ্নোত্তর')
    const en = mailHolding('class_starting', 'en', data, ['Starts: 23 Nov 2026, 20:00'])
    expect(en.html).toContain('Live Q&#38;A')
  })

  it('the certificate mail links to the certificate page', () => {
    const mail = renderMail(
      'certificate_issued',
      'en',
      {
        course_id: 'creative-design',
        course_title: 'Creative Design',
        certificate_id: 'creative-design-abc',
      },
      links,
    )
    expect(mail.text).toContain('https://courses.example.com/certificates/creative-design-abc')
  })

  const reviewed = {
    submission_id: 's1',
    project_id: 'p1',
    project_title: 'Portfolio <website>',
    project_title_bn: 'পোর্টফোলিও ওয়েবসাইট',
    course_id: 'web-development',
    course_title: 'Web Development with AI',
    attempt: 2,
  }

  it('a verdict on a project links to the project page in the learner language', () => {
    const en = mailHolding('project_reviewed', 'en', { ...reviewed, verdict: 'approved' }, [
      'A mentor approved your project.',
      'Course: Web Development with AI',
      'See the project: https://courses.example.com/learn/web-development/projects/p1',
    ])
    expect(en.subject).toBe('Your project Portfolio <website> is approved')
    expect(en.html).toContain('Portfolio &#60;website&#62;')
    expect(en.html).toContain(
      'href="https://courses.example.com/learn/web-development/projects/p1"',
    )
    const bn = mailHolding(
      'project_reviewed',
      'bn',
      { ...reviewed, verdict: 'changes_requested' },
      [
        'প্রজেক্ট: পোর্টফোলিও ওয়েবসাইট',
        'মতামত পড়ুন: https://courses.example.com/bn/learn/web-development/projects/p1',
      ],
    )
    expect(bn.subject).toBe('আপনার প্রজেক্ট পোর্টফোলিও ওয়েবসাইট-এ পরিবর্তন চাওয়া হয়েছে')
    const changes = mailHolding(
      'project_reviewed',
      'en',
      { ...reviewed, verdict: 'changes_requested', feedback: 'Make the <logo> bigger.' },
      [
        'asked for changes',
        "The mentor's feedback: Make the <logo> bigger.",
        'Read the feedback on the project page, then send a new attempt.',
      ],
    )
    expect(changes.html).toContain('Make the &#60;logo&#62; bigger.')
    expect(changes.subject).toBe('Changes asked on your project Portfolio <website>')
    expect(changes.text).not.toContain('approved')
  })

  it('a verdict without its project or verdict, and a hand-in notice, are never mailed', () => {
    expect(() =>
      renderMail('project_reviewed', 'en', { ...reviewed, verdict: undefined }, links),
    ).toThrow(/no verdict/)
    const { project_id: _id, ...noProject } = reviewed
    expect(() =>
      renderMail('project_reviewed', 'en', { ...noProject, verdict: 'approved' }, links),
    ).toThrow(/no project id/)
    expect(() => renderMail('project_submitted', 'en', reviewed, links)).toThrow(/never mailed/)
  })

  const answered = {
    question_id: 'q1',
    lesson_id: 'l1',
    lesson_title: 'The box <model>',
    lesson_title_bn: 'বক্স মডেল',
    course_id: 'web-development',
    course_title: 'Web Development with AI',
    question: 'Why does my card overflow?',
    answer: 'Add <code>min-width: 0</code> to the flex child. <script>alert(1)</script>',
    by_staff: true,
  }

  it("an answer to a learner's question links to the lesson's questions, in their language, the answer as escaped text", () => {
    const en = mailHolding('question_answered', 'en', answered, [
      'A mentor answered your question.',
      'Course: Web Development with AI',
      'Lesson: The box <model>',
      'Your question: Why does my card overflow?',
      'The answer: Add <code>min-width: 0</code> to the flex child. <script>alert(1)</script>',
      'https://courses.example.com/learn/web-development/l1#questions',
    ])
    expect(en.subject).toBe('An answer to your question under The box <model>')
    expect(en.html).not.toContain('<script>')
    expect(en.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(en.html).toContain(
      'href="https://courses.example.com/learn/web-development/l1#questions"',
    )
    expectBanglaMail(
      'question_answered',
      { ...answered, by_staff: false },
      [
        'কোর্সের আরেকজন শিক্ষার্থী আপনার প্রশ্নের উত্তর দিয়েছেন।',
        'লেসন: বক্স মডেল',
        'https://courses.example.com/bn/learn/web-development/l1#questions',
      ],
      'বক্স মডেল লেসনে আপনার প্রশ্নের উত্তর এসেছে',
    )
  })

  it("an answer the database cut at 500 characters is marked as cut; one without its answer or lesson, and a new question's notice, are never mailed", () => {
    const long = renderMail(
      'question_answered',
      'en',
      { ...answered, answer: 'a'.repeat(500) },
      links,
    )
    expect(long.text).toContain(`The answer: ${'a'.repeat(500)}…`)
    const short = renderMail('question_answered', 'en', { ...answered, answer: 'Yes.' }, links)
    expect(short.text).toContain('The answer: Yes.\n')
    expect(() =>
      renderMail('question_answered', 'en', { ...answered, answer: '  ' }, links),
    ).toThrow(/no answer/)
    const { lesson_id: _lesson, ...noLesson } = answered
    expect(() => renderMail('question_answered', 'en', noLesson, links)).toThrow(/no lesson id/)
    expect(() => renderMail('question_asked', 'en', answered, links)).toThrow(/never mailed/)
  })

  it('refuses to render a notice without its course, rather than mail nonsense', () => {
    for (const kind of ['request_submitted', 'request_approved', 'class_starting'] as Kind[]) {
      expect(() => renderMail(kind, 'en', {}, links)).toThrow(/no course/)
    }
  })
})
