/**
 * Coupons in the admin console: list the active ones, create, and delete (= deactivate; a
 * coupon is never removed, so requests that used it keep making sense).
 */
import type { ApiClient } from './client'
import { formSchemas } from './formSchemas'
import type { Tables } from './database.types'
import { invalidForm, toApiError } from './errors'

export type Coupon = Pick<
  Tables<'coupons'>,
  'id' | 'code' | 'discount_percent' | 'is_active' | 'created_at'
>

export interface NewCoupon {
  /** As typed: trimmed and upper-cased here. */
  code: string
  /** As typed (form text) or a number; a whole number from 1 to 100. */
  discountPercent: string | number
}

const couponColumns = 'id, code, discount_percent, is_active, created_at'

/** Active coupons, newest first. */
export async function listActiveCoupons(client: ApiClient): Promise<Coupon[]> {
  const { data, error, status } = await client
    .from('coupons')
    .select(couponColumns)
    .eq('is_active', true)
    .order('created_at', { ascending: false })
  if (error) throw toApiError(error, 'coupons.list', status)
  return data
}

/**
 * Validates (docs/product.md#validation: 'Fill all fields'; code trimmed and upper-cased; percent 1..100)
 * and inserts. A duplicate code, or anything the database refuses, is
 * 'Coupon already exists or invalid'.
 */
export async function createCoupon(client: ApiClient, input: NewCoupon): Promise<Coupon> {
  const parsed = (await formSchemas()).couponCreateSchema.safeParse({
    code: input.code,
    discount_percent: input.discountPercent,
  })
  if (!parsed.success) throw invalidForm('coupon.create', parsed.error)
  const { data, error, status } = await client
    .from('coupons')
    .insert({ code: parsed.data.code, discount_percent: parsed.data.discount_percent })
    .select(couponColumns)
    .single()
  if (error) throw toApiError(error, 'coupon.create', status)
  return data
}

/** Soft delete: is_active = false. Fails when no active coupon with this id was changed. */
export async function deactivateCoupon(client: ApiClient, couponId: string): Promise<Coupon> {
  const { data, error, status } = await client
    .from('coupons')
    .update({ is_active: false })
    .eq('id', couponId)
    .eq('is_active', true)
    .select(couponColumns)
    .maybeSingle()
  if (error) throw toApiError(error, 'coupon.deactivate', status)
  if (!data)
    throw toApiError(
      { code: 'PGRST116', message: 'No active coupon with this id' },
      'coupon.deactivate',
      404,
    )
  return data
}
