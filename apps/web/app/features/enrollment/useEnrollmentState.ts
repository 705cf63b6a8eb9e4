import { getEnrollmentState, getProfile, type EnrollmentStatus, type RequestState } from '@repo/api'
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import type { SupabaseClient } from '../../lib/supabase'

/**
 * Whether the learner is enrolled or waiting already, asked once they are known ('checking'
 * until then), and the request that waits for its payment to be confirmed: found on arrival,
 * or set when one is just sent. Their name and phone from the profile fill the empty fields.
 */
export function useEnrollmentState<V extends { name: string; phone: string }>(
  client: SupabaseClient | null,
  userId: string | null,
  courseId: string,
  setValues: Dispatch<SetStateAction<V>>,
) {
  const [status, setStatus] = useState<EnrollmentStatus | 'checking'>('checking')
  const [waiting, setWaiting] = useState<RequestState | null>(null)

  useEffect(() => {
    if (!client || !userId) return
    let cancelled = false
    getEnrollmentState(client, userId, courseId).then(
      (s) => {
        if (cancelled) return
        setStatus(s.status)
        setWaiting(s.request)
      },
      (error: unknown) => {
        // The database refuses a duplicate anyway: let the learner go on.
        console.warn('Enrollment check failed:', error)
        if (!cancelled) setStatus('none')
      },
    )
    getProfile(client, userId).then(
      (p) => {
        if (cancelled || !p) return
        setValues((v) => ({ ...v, name: v.name || p.name || '', phone: v.phone || p.phone || '' }))
      },
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [client, userId, courseId, setValues])

  return { status, waiting, setWaiting }
}
