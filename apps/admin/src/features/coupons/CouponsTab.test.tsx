import { ApiError, type Coupon } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { fakeApi, json, renderConsole, scriptedApi } from '../../../tests/render'

const seeded: Coupon = {
  id: 'c1',
  code: 'WELCOME20',
  discount_percent: 20,
  is_active: true,
  created_at: '2026-11-20T10:00:00+00:00',
}

/** The console with the real coupon queries over a scripted PostgREST holding `rows`. */
function couponsConsole(rows: Coupon[]) {
  const inserts: unknown[] = []
  const updates: { id: string | null; body: unknown }[] = []
  const real = scriptedApi((method, url, body) => {
    if (method === 'GET') return json(200, rows)
    if (method === 'POST') {
      inserts.push(body)
      const { code, discount_percent } = body as { code: string; discount_percent: number }
      if (rows.some((r) => r.code === code)) {
        return json(409, {
          code: '23505',
          message: 'duplicate key value violates unique constraint "coupons_code_key"',
          details: null,
          hint: null,
        })
      }
      const created = {
        id: `c${rows.length + 1}`,
        code,
        discount_percent,
        is_active: true,
        created_at: '2026-11-21T00:00:00+00:00',
      }
      rows.unshift(created)
      return json(201, created)
    }
    if (method === 'PATCH') {
      const id = url.searchParams.get('id')?.replace('eq.', '') ?? null
      updates.push({ id, body })
      const row = rows.find((r) => r.id === id)
      return json(200, row ? [{ ...row, is_active: false }] : [])
    }
    return json(500, { message: 'unexpected' })
  })
  const api = fakeApi({
    listCoupons: real.listCoupons,
    createCoupon: real.createCoupon,
    deactivateCoupon: real.deactivateCoupon,
  })
  return { ...renderConsole(api, '/coupons'), api, inserts, updates }
}

describe('Coupons tab', () => {
  it("says 'Fill all fields' for an empty field, on it and as the alert, and sends nothing", async () => {
    const { user, inserts } = couponsConsole([seeded])
    await screen.findByText('WELCOME20')
    const code = screen.getByRole('textbox', { name: 'Code' })
    const percent = screen.getByRole('textbox', { name: 'Discount (%)' })
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expectRefusedField(code, 'Fill all fields')
    expectRefusedField(percent, 'Fill all fields', { first: false })
    expect(await findAlert('Fill all fields')).toBeVisible()

    await user.type(code, 'SAVE10')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(code).not.toHaveAttribute('aria-invalid')
    expectRefusedField(percent, 'Fill all fields')
    expect(inserts).toHaveLength(0)
  })

  it('creates a coupon with the code trimmed and upper-cased, newest first', async () => {
    const { user, inserts } = couponsConsole([seeded])
    await screen.findByText('WELCOME20')
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '  save30 ')
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '30')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText(/Coupon SAVE30 created/)).toBeVisible()
    expect(inserts).toEqual([{ code: 'SAVE30', discount_percent: 30 }])
    const rows = within(screen.getByRole('table', { name: 'Active coupons' })).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('SAVE30')
    expect(rows[2]).toHaveTextContent('WELCOME20')
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('')
  })

  it('does not let the percent go past 100', async () => {
    const { user } = couponsConsole([seeded])
    await screen.findByText('WELCOME20')
    const percent = screen.getByRole('textbox', { name: 'Discount (%)' })
    await user.type(percent, '150')
    expect(percent).toHaveValue('15')
  })

  it("says 'Coupon already exists or invalid' for a duplicate", async () => {
    const { user } = couponsConsole([seeded])
    await screen.findByText('WELCOME20')
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'welcome20')
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '5')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('Coupon already exists or invalid')).toBeVisible()
    expect(
      within(screen.getByRole('table', { name: 'Active coupons' })).getAllByRole('row'),
    ).toHaveLength(2)
  })

  it("deletes (deactivates) only after 'Delete this coupon?'", async () => {
    const { user, updates } = couponsConsole([seeded])
    await user.click(await screen.findByRole('button', { name: 'Delete coupon WELCOME20' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Delete this coupon?')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(updates).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Delete coupon WELCOME20' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(screen.queryByText('WELCOME20')).toBeNull())
    expect(updates).toEqual([{ id: 'c1', body: { is_active: false } }])
    expect(await screen.findByText('No active coupons.')).toBeVisible()
  })

  it('keeps the coupon when deleting fails', async () => {
    const api = fakeApi({ listCoupons: async () => [seeded] })
    api.deactivateCoupon.mockRejectedValue(
      new ApiError({ kind: 'not_found', operation: 'coupon.deactivate' }),
    )
    const { user } = renderConsole(api, '/coupons')
    await user.click(await screen.findByRole('button', { name: 'Delete coupon WELCOME20' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Could not delete the coupon.')).toBeVisible()
    expect(screen.getByText('WELCOME20')).toBeVisible()
    expect(vi.mocked(api.deactivateCoupon)).toHaveBeenCalledWith('c1')
  })
})
