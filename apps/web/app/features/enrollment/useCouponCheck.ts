import { lookupCoupon } from '@repo/api'
import { useState } from 'react'
import { m, useLocale } from '../../i18n'
import { browserOffline, isApiError, rateLimitedText } from '../../lib/apiError'
import type { SupabaseClient } from '../../lib/supabase'

/** The coupon as last checked: its code (upper-cased) and what it gives (null: invalid). */
export type CheckedCoupon = { code: string; percent: number | null }

export const normaliseCode = (code: string) => code.trim().toUpperCase()

/** The percent off that the typed code gives: null until it is checked, and when it is invalid. */
export function appliedPercent(checked: CheckedCoupon | null, typedCode: string): number | null {
  return checked && checked.code === typedCode && checked.percent !== null ? checked.percent : null
}

/**
 * The coupon check behind the Apply button: the coupon as last checked (`checked`), whether a
 * check is under way, and why the last one could not be made (too many tries, offline).
 */
export function useCouponCheck() {
  const locale = useLocale()
  const [checked, setChecked] = useState<CheckedCoupon | null>(null)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  /** Asks what this code (normalised, not empty) gives. */
  async function check(client: SupabaseClient, code: string) {
    setChecking(true)
    setError(null)
    try {
      const percent = await lookupCoupon(client, code)
      setChecked({ code, percent })
    } catch (error) {
      setChecked(null)
      setError(
        rateLimitedText(error, locale) ??
          (browserOffline() || (isApiError(error) && error.kind === 'network')
            ? m.enroll_errors_offline({}, { locale })
            : m.enroll_errors_generic({}, { locale })),
      )
    } finally {
      setChecking(false)
    }
  }

  return {
    checked,
    setChecked,
    checking,
    error,
    clearError: () => setError(null),
    check,
  }
}
