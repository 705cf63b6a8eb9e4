import type { AppNotification } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { m } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { action, noticeQuote, notificationText, whatsAppAbout } from './notices'

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

  const project = {
    submission_id: 's1',
    project_id: 'p1',
    project_title: 'Portfolio website',
    project_title_bn: 'পোর্টফোলিও ওয়েবসাইট',
    attempt: 1,
  }

  it('say the verdict on a project with its title in the page language, and open its page', () => {
    const approved = notice('project_reviewed', { ...project, verdict: 'approved' })
    const changes = notice('project_reviewed', { ...project, verdict: 'changes_requested' })
    expect(notificationText(approved, 'en')).toBe(
      m.notifications_kinds_project_approved(
        { project: 'Portfolio website', course: 'Web Development with AI' },
        { locale: 'en' },
      ),
    )
    expect(notificationText(changes, 'en')).toContain('asked for changes to Portfolio website')
    const bn = notificationText(changes, 'bn')
    expect(bn).toBe(
      m.notifications_kinds_project_changes(
        { project: 'পোর্টফোলিও ওয়েবসাইট', course: courseFor('web-development', 'bn')!.title },
        { locale: 'bn' },
      ),
    )
    expect(action(approved, 'en')).toEqual({
      label: 'Open the project',
      to: '/learn/web-development/projects/p1',
    })
    expect(action(changes, 'bn')?.to).toBe('/bn/learn/web-development/projects/p1')
  })

  it("tell a mentor of a new hand-in, leading to the console's Reviews tab", () => {
    const handIn = notice('project_submitted', project)
    expect(notificationText(handIn, 'en')).toBe(
      'A new hand-in of Portfolio website in Web Development with AI.',
    )
    expect(notificationText(handIn, 'bn')).toContain('পোর্টফোলিও ওয়েবসাইট')
    expect(action(handIn, 'en', 'https://admin.example.com/')).toEqual({
      label: 'Review it in the console',
      to: 'https://admin.example.com/reviews',
      external: true,
    })
    expect(action(handIn, 'en', '')).toBeNull()
  })

  const question = {
    question_id: 'q1',
    lesson_id: 'l1',
    lesson_title: 'Flexbox layouts',
    lesson_title_bn: 'ফ্লেক্সবক্স লেআউট',
    question: 'Why does `justify-content` do nothing? <script>alert(1)</script>',
  }

  it("tell the asker who answered under which lesson, quote the answer and open the lesson's questions", () => {
    const byMentor = notice('question_answered', {
      ...question,
      answer: 'Give the parent `display: flex` first.',
      by_staff: true,
    })
    const byLearner = notice('question_answered', {
      ...question,
      answer: 'Try gap.',
      by_staff: false,
    })
    expect(notificationText(byMentor, 'en')).toBe(
      'A mentor answered your question under Flexbox layouts.',
    )
    expect(notificationText(byLearner, 'en')).toBe(
      'Another learner answered your question under Flexbox layouts.',
    )
    expect(notificationText(byMentor, 'bn')).toBe(
      m.notifications_kinds_question_answered(
        { who: 'একজন মেন্টর', lesson: 'ফ্লেক্সবক্স লেআউট' },
        { locale: 'bn' },
      ),
    )
    expect(noticeQuote(byMentor, 'en')).toEqual({
      label: 'Answer',
      text: 'Give the parent `display: flex` first.',
    })
    expect(action(byMentor, 'en')).toEqual({
      label: 'Read the answer',
      to: '/learn/web-development/l1#questions',
    })
    expect(action(byLearner, 'bn')?.to).toBe('/bn/learn/web-development/l1#questions')
    // without the lesson there is nowhere to lead
    expect(action(notice('question_answered', { by_staff: true }), 'en')).toBeNull()
    // an English lesson title stands in for a missing Bangla one
    expect(
      notificationText(notice('question_answered', { ...question, lesson_title_bn: '' }), 'bn'),
    ).toContain('Flexbox layouts')
  })

  it("tell a mentor of a new question, quote it as text, leading to the console's answer page", () => {
    const asked = notice('question_asked', question)
    expect(notificationText(asked, 'en')).toBe(
      'New question under Flexbox layouts in Web Development with AI.',
    )
    expect(notificationText(asked, 'bn')).toContain('ফ্লেক্সবক্স লেআউট')
    expect(noticeQuote(asked, 'en')).toEqual({ label: 'Question', text: question.question })
    expect(noticeQuote(notice('question_asked', { ...question, question: '  ' }), 'en')).toBeNull()
    expect(action(asked, 'bn', 'https://admin.example.com/')).toEqual({
      label: 'কনসোলে উত্তর দিন',
      to: 'https://admin.example.com/questions/q1',
      external: true,
    })
    expect(action(asked, 'en', '')).toBeNull()
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
