/**
 * "Ask" under a lesson (issue 35): the text with its counter and a safe preview, sent through the
 * site's one form hook (askFormSchema), kept per lesson on the phone until it is posted, kept
 * through a lost signal and sent once when it returns, and every refusal in words, in English and
 * Bangla. Only @repo/api's calls are mocked.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { COURSE, LESSON, questionFixture as question } from '../../../tests/questions'
import { m, type Locale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { QuestionsContext } from './scope'

const api = vi.hoisted(() => ({
  questionsPage: vi.fn(),
  askQuestion: vi.fn(),
}))
vi.mock('@repo/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }))

const { ApiError } = await import('@repo/api')
const { AskForm } = await import('./AskForm')

const client = { name: 'the learner client' } as unknown as SupabaseClient
const slow = { timeout: 4000 }
const t = (locale: Locale = 'en') => ({ locale })

let learners = 0
let userId = 'u0'
const onAsked = vi.fn()
beforeEach(() => {
  userId = `asker${++learners}`
  api.questionsPage.mockReset().mockResolvedValue({ rows: [], next: null, total: null })
  api.askQuestion.mockReset().mockResolvedValue('q-new')
  onAsked.mockReset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

function renderForm(locale: Locale = 'en', lessonId = LESSON) {
  const scope = { client, userId, courseId: COURSE, now: Date.now(), announce: () => {} }
  return render(
    <QuestionsContext.Provider value={scope}>
      <AskForm lessonId={lessonId} onAsked={onAsked} />
    </QuestionsContext.Provider>,
    { locale },
  )
}

const field = (locale: Locale = 'en') => screen.getByLabelText(m.questions_askLabel({}, t(locale)))
const ask = (locale: Locale = 'en') =>
  userEvent.click(screen.getByRole('button', { name: m.questions_send({}, t(locale)) }))
const status = () => screen.getByTestId('ask-status')

describe('asking a question', () => {
  it('counts the characters against 4,000, in the page’s digits', async () => {
    renderForm()
    expect(screen.getByTestId('text-counter')).toHaveTextContent('0 of 4,000 characters')
    await userEvent.type(field(), 'Why RGB?')
    expect(screen.getByTestId('text-counter')).toHaveTextContent('8 of 4,000 characters')
  })

  it('in Bangla: the counter in Bangla digits', async () => {
    renderForm('bn')
    await userEvent.type(field('bn'), 'রং কেন?')
    expect(screen.getByTestId('text-counter')).toHaveTextContent('৪,০০০টি অক্ষরের মধ্যে ৭টি')
  })

  it('previews the Markdown as it will show, a script and a javascript: link inert', async () => {
    renderForm()
    fireEvent.change(field(), {
      target: {
        value:
          'Why is **this** bold?\n\n<script>window.hacked = true</script>\n\n[click me](javascript:alert(1)) and <img src=x onerror="window.hacked=true">',
      },
    })
    const toggle = screen.getByRole('button', { name: m.questions_preview({}, t()) })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const preview = screen.getByRole('region', { name: m.questions_previewOf({}, t()) })
    await waitFor(() => expect(preview.innerHTML).toContain('<strong>this</strong>'), slow)
    expect(preview.querySelector('script')).toBeNull()
    expect(preview.querySelector('img')).toBeNull()
    expect(preview).toHaveTextContent('<script>window.hacked = true</script>')
    const link = preview.querySelector('a')
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
    await userEvent.click(toggle)
    expect(screen.queryByRole('region', { name: m.questions_previewOf({}, t()) })).toBeNull()
  })

  it('sends the trimmed text, says it is posted, empties the field and forgets the kept text', async () => {
    renderForm()
    await userEvent.type(field(), '  How do I export for **Facebook**?  ')
    await ask()
    await waitFor(() => expect(status()).toHaveTextContent(m.questions_asked({}, t())), slow)
    expect(api.askQuestion).toHaveBeenCalledWith(client, {
      lessonId: LESSON,
      body: 'How do I export for **Facebook**?',
    })
    expect(api.askQuestion).toHaveBeenCalledTimes(1)
    expect(onAsked).toHaveBeenCalledTimes(1)
    expect(field()).toHaveValue('')
    expect(Object.keys(window.localStorage).filter((k) => k.includes(userId))).toEqual([])
  })

  it('keeps what is typed through a reload, per lesson', async () => {
    const view = renderForm()
    await userEvent.type(field(), 'Half a question')
    view.unmount()
    renderForm()
    expect(field()).toHaveValue('Half a question')
    const other = renderForm('en', '0b5e0c1e-9999-4333-8444-955556666777')
    expect(other.container.querySelector('textarea')).toHaveValue('')
  })

  it('refuses nothing but spaces and over 4,000 characters on the field, sending nothing', async () => {
    renderForm()
    await userEvent.type(field(), '   ')
    await ask()
    expect(await screen.findByText(m.questions_error_empty({}, t()), {}, slow)).toBeVisible()
    fireEvent.change(field(), { target: { value: 'x'.repeat(4001) } })
    expect(screen.getByTestId('text-counter')).toHaveTextContent('4,001 of 4,000 characters')
    await ask()
    expect(
      await screen.findByText(m.questions_error_tooLong({ max: 4000 }, t()), {}, slow),
    ).toBeVisible()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).toHaveFocus()
    // kept whole: never cut to fit
    expect(field()).toHaveValue('x'.repeat(4001))
    expect(api.askQuestion).not.toHaveBeenCalled()
  })

  const refusals: [string, InstanceType<typeof ApiError>, Record<Locale, RegExp>][] = [
    [
      'the limit, with its wait',
      new ApiError({ kind: 'rate_limited', operation: 'question.ask', retryAfter: 170 }),
      { en: /Try again in 3 minutes\./, bn: /৩ মিনিট পরে আবার চেষ্টা করুন/ },
    ],
    [
      'the limit, without a wait',
      new ApiError({ kind: 'rate_limited', operation: 'question.ask' }),
      { en: /Try again in a few minutes\./, bn: /কয়েক মিনিট পরে/ },
    ],
    [
      'not enrolled',
      new ApiError({ kind: 'not_enrolled', operation: 'question.ask', hint: 'not_enrolled' }),
      { en: /Only learners enrolled in this course/, bn: /শুধু এই কোর্সে ভর্তি শিক্ষার্থীরাই/ },
    ],
    [
      'too long, by the database',
      new ApiError({
        kind: 'invalid',
        operation: 'question.ask',
        code: 'question_too_long',
        field: 'body',
      }),
      { en: /Too long: at most 4,000 characters\./, bn: /সর্বোচ্চ ৪,০০০টি অক্ষর/ },
    ],
    [
      'a session that ended',
      new ApiError({ kind: 'session', operation: 'question.ask' }),
      { en: /Your session has ended/, bn: /আপনার সেশন শেষ হয়েছে/ },
    ],
  ]
  for (const locale of ['en', 'bn'] as const)
    it.each(refusals)(
      `says a refusal in words (${locale}): %s, the text kept`,
      async (_, error, text) => {
        api.askQuestion.mockRejectedValue(error)
        renderForm(locale)
        await userEvent.type(field(locale), 'Is this allowed?')
        await ask(locale)
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text[locale]), slow)
        expect(screen.getByRole('alert')).toHaveTextContent(m.questions_draftKept({}, t(locale)))
        expect(field(locale)).toHaveValue('Is this allowed?')
      },
    )

  it('without a signal: kept, said so, and sent once when the signal returns', async () => {
    api.askQuestion
      .mockRejectedValueOnce(new ApiError({ kind: 'network', operation: 'question.ask' }))
      .mockResolvedValueOnce('q-new')
    const view = renderForm()
    await userEvent.type(field(), 'Asked on a bus')
    await ask()
    await waitFor(
      () => expect(status()).toHaveTextContent(m.questions_waitingSignal({}, t())),
      slow,
    )
    // a reload keeps it too
    view.unmount()
    renderForm()
    expect(field()).toHaveValue('Asked on a bus')
    await ask()
    await waitFor(() => expect(status()).toHaveTextContent(m.questions_asked({}, t())), slow)
    // after the reload too, it looked for the cut send among the lesson's before asking again
    expect(api.questionsPage).toHaveBeenCalledWith(client, { courseId: COURSE, lessonId: LESSON })
    expect(api.askQuestion).toHaveBeenCalledTimes(2)
  })

  it('a send whose answer the signal lost is not asked twice', async () => {
    api.askQuestion.mockRejectedValueOnce(
      new ApiError({ kind: 'network', operation: 'question.ask' }),
    )
    renderForm()
    await userEvent.type(field(), 'Did it go?')
    await ask()
    await waitFor(
      () => expect(status()).toHaveTextContent(m.questions_waitingSignal({}, t())),
      slow,
    )
    // it had landed: the lesson's list holds it
    api.questionsPage.mockResolvedValue({
      rows: [question('q-landed', { mine: true, body: 'Did it go?' })],
      next: null,
      total: null,
    })
    await act(async () => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(status()).toHaveTextContent(m.questions_asked({}, t())), slow)
    expect(api.askQuestion).toHaveBeenCalledTimes(1)
    expect(api.questionsPage).toHaveBeenCalledWith(client, { courseId: COURSE, lessonId: LESSON })
    expect(field()).toHaveValue('')
  })
})
