import type { AppNotification } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { notificationText, whatsAppAbout } from './MyNotifications'

const notice = (
  kind: AppNotification['kind'],
  data: AppNotification['data'] = {},
): AppNotification => ({
  id: 'n1',
  kind,
  data: {
    course_id: 'web-development',
    course_title: 'Web Development with AI',
    transaction_id: 'TX8N7A6B5C',
    ...data,
  },
  readAt: null,
  createdAt: '2026-11-23T08:00:00Z',
})

describe('the profile notifications', () => {
  it('say what happened with the course name from the catalogue', () => {
    expect(notificationText(notice('request_approved'), 'en')).toMatch(/^You are enrolled in .+\.$/)
    expect(notificationText(notice('request_rejected'), 'en')).toContain('was not approved')
    expect(
      notificationText(
        notice('class_starting', { title: 'Live Q&A', title_bn: 'লাইভ প্রশ্নোত্তর' }),
        'en',
      ),
    ).toBe('Live class within the hour: Live Q&A.')
  })

  it('offer a WhatsApp chat with the provider about a request, the transaction id prefilled', () => {
    const link = whatsAppAbout(notice('request_rejected'), '+880 1700-000000', 'en')
    expect(link).not.toBeNull()
    const url = new URL(link!)
    expect(url.origin + url.pathname).toBe('https://wa.me/8801700000000')
    expect(url.searchParams.get('text')).toContain('Transaction ID: TX8N7A6B5C')
    expect(whatsAppAbout(notice('request_approved'), '8801700000000', 'en')).toBeNull()
    expect(whatsAppAbout(notice('request_submitted'), '', 'en')).toBeNull()
  })
})
