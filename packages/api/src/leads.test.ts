import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { LeadSubmitError, submitLead, toLeadRow, type LeadRow, type LeadsClient } from './leads'

function fakeClient(result: { error: { message: string } | null } = { error: null }) {
  const insert = vi.fn((_row: LeadRow) => {
    const promise = Promise.resolve(result)
    // If anything chained .select() (a read-back anon may not do), the test would see it.
    return Object.assign(promise, { select: vi.fn() })
  })
  const from = vi.fn((_table: 'leads') => ({ insert }))
  return { client: { from } satisfies LeadsClient, from, insert }
}

const lead = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  whatsapp: '01712345678',
  course: 'skill-pack',
  paymentMethod: 'bKash',
}

describe('toLeadRow', () => {
  it('maps the skill-pack alias to the canonical course id and names columns as the table does', () => {
    expect(toLeadRow(lead)).toEqual({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      whatsapp: '01712345678',
      course_id: 'video-editing',
      payment_method: 'bKash',
    })
  })
  it('sends null when no payment method was chosen', () => {
    expect(
      toLeadRow({ ...lead, course: 'web-development', paymentMethod: undefined }),
    ).toMatchObject({ course_id: 'web-development', payment_method: null })
  })
  it('refuses an unknown course', () => {
    expect(() => toLeadRow({ ...lead, course: 'cooking' })).toThrow(LeadSubmitError)
  })
})

describe('submitLead', () => {
  it('inserts one row into leads without reading it back', async () => {
    const { client, from, insert } = fakeClient()
    await submitLead(client, lead)
    expect(from).toHaveBeenCalledWith('leads')
    expect(insert).toHaveBeenCalledOnce()
    expect(insert.mock.calls[0]![0].course_id).toBe('video-editing')
    const returned = insert.mock.results[0]!.value as { select: ReturnType<typeof vi.fn> }
    expect(returned.select).not.toHaveBeenCalled()
  })
  it('throws the backend refusal', async () => {
    const { client } = fakeClient({
      error: { message: 'new row violates row-level security policy' },
    })
    await expect(submitLead(client, lead)).rejects.toThrow('row-level security')
  })
  it('throws a limit of the database as the ApiError that says how long to wait', async () => {
    const { client } = fakeClient({
      error: {
        message: 'Too many attempts. Try again in 10 minutes.',
        code: 'PT429',
        details: '540',
        hint: 'rate_limited',
      } as { message: string },
    })
    const refusal = await submitLead(client, lead).then(
      () => null,
      (e: unknown) => e,
    )
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ kind: 'rate_limited', retryAfter: 540 })
    expect((refusal as ApiError).message).toBe('Too many attempts. Try again in 9 minutes.')
  })
})
