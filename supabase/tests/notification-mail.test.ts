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

describe('notification mails', () => {
  it('the submitted mail says course, amount, transaction id and what happens next', () => {
    const en = mailHolding('request_submitted', 'en', request, [
      'Amount: ৳1,499',
      'Transaction ID: TX8N7A6B5C',
      'What happens next',
    ])
    expect(en.subject).toBe('We received your request for Web Development with AI')
    const bn = mailHolding('request_submitted', 'bn', request, [
      'টাকার পরিমাণ: ৳১,৪৯৯',
      'ট্রানজেকশন আইডি: TX8N7A6B5C',
      'এরপর কী হবে',
    ])
    expect(bn.subject).toBe('আপনার Web Development with AI কোর্সের অনুরোধ আমরা পেয়েছি')
    expect(bn.html).toContain('<html lang="bn">')
  })

  it('the approval links straight into the classroom, under /bn for a Bangla learner', () => {
    const en = mailHolding('request_approved', 'en', request, [
      'https://courses.example.com/learn/web-development',
    ])
    expect(en.html).toContain('href="https://courses.example.com/learn/web-development"')
    const bn = mailHolding('request_approved', 'bn', request, [
      'ক্লাস শুরু করুন: https://courses.example.com/bn/learn/web-development',
    ])
    expect(bn.subject).toBe('আপনি Web Development with AI কোর্সে ভর্তি হয়েছেন')
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

  it('refuses to render a notice without its course, rather than mail nonsense', () => {
    for (const kind of ['request_submitted', 'request_approved', 'class_starting'] as Kind[]) {
      expect(() => renderMail(kind, 'en', {}, links)).toThrow(/no course/)
    }
  })
})
