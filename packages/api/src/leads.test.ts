import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { LeadSubmitError, submitLead, type JoinNowBody, type LeadsClient } from './leads'

/** A client whose join-now function answers `status` with `body` (functions-js's shapes). */
function fakeClient(answer?: { status: number; body: unknown; headers?: Record<string, string> }) {
  const invoke = vi.fn((_name: 'join-now', _options: { body: JoinNowBody }) => {
    if (!answer) return Promise.resolve({ error: null })
    // functions-js: a non-2xx answer is a FunctionsHttpError holding the Response as `context`
    const context = Response.json(answer.body, { status: answer.status, headers: answer.headers })
    return Promise.resolve({ error: Object.assign(new Error('non-2xx'), { context }) })
  })
  return { client: { functions: { invoke } } satisfies LeadsClient, invoke }
}

const lead = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  whatsapp: '01712345678',
  course: 'skill-pack',
  paymentMethod: 'bKash',
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  )

describe('submitLead', () => {
  it("posts the form's fields to the join-now function, with the token when there is one", async () => {
    const { client, invoke } = fakeClient()
    await submitLead(client, lead)
    expect(invoke).toHaveBeenCalledWith('join-now', {
      body: {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        whatsapp: '01712345678',
        course: 'skill-pack',
        paymentMethod: 'bKash',
      },
    })
    await submitLead(client, { ...lead, paymentMethod: undefined }, { captchaToken: 'tok' })
    expect(invoke.mock.calls[1]![1].body).toMatchObject({
      paymentMethod: null,
      captchaToken: 'tok',
    })
  })
  it('refuses an unknown course before sending anything', async () => {
    const { client, invoke } = fakeClient()
    await expect(submitLead(client, { ...lead, course: 'cooking' })).rejects.toThrow(
      LeadSubmitError,
    )
    expect(invoke).not.toHaveBeenCalled()
  })
  it('throws a limit of the database as the ApiError that says how long to wait', async () => {
    const { client } = fakeClient({
      status: 429,
      body: {
        message: 'Too many attempts. Try again in 10 minutes.',
        code: 'PT429',
        details: '540',
        hint: 'rate_limited',
      },
      headers: { 'retry-after': '540' },
    })
    const refusal = await refusalOf(submitLead(client, lead))
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ kind: 'rate_limited', retryAfter: 540, status: 429 })
  })
  it('keeps the code of a refused security check, for the site to say so', async () => {
    const { client } = fakeClient({
      status: 400,
      body: { code: 'captcha_failed', message: 'The security check did not pass.' },
    })
    const refusal = await refusalOf(submitLead(client, lead))
    expect(refusal).toMatchObject({ name: 'ApiError', code: 'captcha_failed', status: 400 })
  })
  it('a failed fetch is a network failure (worth trying again)', async () => {
    const invoke = vi.fn(() =>
      Promise.resolve({ error: Object.assign(new Error('Failed to send a request'), {}) }),
    )
    const refusal = await refusalOf(submitLead({ functions: { invoke } }, lead))
    expect(refusal).toMatchObject({ kind: 'network' })
  })
})
