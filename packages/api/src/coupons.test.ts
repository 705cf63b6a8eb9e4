import { describe, expect, it } from 'vitest'
import { createCoupon, deactivateCoupon, listActiveCoupons } from './coupons'
import { failureOn, fakeBackend, rejection } from './test-support'
import { databaseError, reply, uniqueViolation } from './test-answers'

const coupon = {
  id: 'c1',
  code: 'SAVE20',
  discount_percent: 20,
  is_active: true,
  created_at: '2026-11-20T10:00:00Z',
}

describe('listActiveCoupons', () => {
  it('asks for active coupons, newest first', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [coupon]))
    expect(await listActiveCoupons(client)).toEqual([coupon])
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/rest/v1/coupons')
    expect(url.searchParams.get('is_active')).toBe('eq.true')
    expect(url.searchParams.get('order')).toBe('created_at.desc')
  })

  it('reports a failure with the coupons message', async () => {
    const { client } = fakeBackend(() => databaseError(500, 'XX000', 'internal'))
    const e = await rejection(listActiveCoupons(client))
    expect([e.kind, e.operation]).toEqual(['unknown', 'coupons.list'])
  })
})

describe('createCoupon', () => {
  it.each([
    { code: '', discountPercent: '20' },
    { code: '   ', discountPercent: '20' },
    { code: 'SAVE20', discountPercent: '' },
  ])("refuses an empty field with 'Fill all fields' and sends nothing (%o)", async (input) => {
    const { client, requests } = fakeBackend(() => reply(201, coupon))
    const e = await rejection(createCoupon(client, input))
    expect(e.serverText).toBe('Fill all fields')
    expect(e.kind).toBe('invalid')
    expect(requests).toHaveLength(0)
  })

  it.each(['0', '101', '12.5', 'abc'])(
    'refuses the percent %s and sends nothing',
    async (percent) => {
      const { client, requests } = fakeBackend(() => reply(201, coupon))
      const e = await rejection(createCoupon(client, { code: 'SAVE', discountPercent: percent }))
      expect(e.serverText).toMatch(/1 to 100/)
      expect(e.field).toBe('discount_percent')
      expect(requests).toHaveLength(0)
    },
  )

  it('trims and upper-cases the code and sends the percent as an integer', async () => {
    const { client, requests } = fakeBackend(() => reply(201, coupon))
    expect(await createCoupon(client, { code: '  save20 ', discountPercent: ' 20 ' })).toEqual(
      coupon,
    )
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.body).toEqual({ code: 'SAVE20', discount_percent: 20 })
  })

  it("answers a duplicate code with 'Coupon already exists or invalid'", async () => {
    const e = await failureOn(
      () => uniqueViolation('coupons_code_key', 'Key (code)=(SAVE20) already exists.'),
      (client) => createCoupon(client, { code: 'save20', discountPercent: 20 }),
    )
    expect([e.kind, e.code, e.operation]).toEqual(['conflict', '23505', 'coupon.create'])
  })
})

describe('deactivateCoupon', () => {
  it('sets is_active to false on that active coupon only', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [{ ...coupon, is_active: false }]))
    expect((await deactivateCoupon(client, 'c1')).is_active).toBe(false)
    const url = new URL(requests[0]!.url)
    expect(requests[0]!.method).toBe('PATCH')
    expect(requests[0]!.body).toEqual({ is_active: false })
    expect(url.searchParams.get('id')).toBe('eq.c1')
    expect(url.searchParams.get('is_active')).toBe('eq.true')
  })

  it('fails when nothing was changed (already deleted, or hidden by RLS)', async () => {
    const e = await failureOn(
      () => reply(200, []),
      (client) => deactivateCoupon(client, 'c1'),
    )
    expect(e.operation).toBe('coupon.deactivate')
    expect(e.kind).toBe('not_found')
  })
})
