import { isFinalRequestStatus, type RequestState, type RequestStatus } from '@repo/api'
import { useEffect, useRef, useState } from 'react'

/**
 * How often a page asks for a request's status while its payment is matched (the wallet's SMS
 * settles it within seconds): every 4 s for the first 10 minutes, so an approval shows within
 * about 5 s, then every 30 s, and not at all after an hour (the learner can check again).
 */
export interface WatchSchedule {
  fastMs: number
  fastForMs: number
  slowMs: number
  stopAfterMs: number
}

export const watchSchedule: WatchSchedule = {
  fastMs: 4_000,
  fastForMs: 10 * 60_000,
  slowMs: 30_000,
  stopAfterMs: 60 * 60_000,
}

/** Asks once for the request's status; `signal` aborts the request when the watching stops. */
export type CheckRequest = (signal: AbortSignal) => Promise<RequestState | null>

interface WatchOptions {
  check: CheckRequest
  /** Each answer (a failed or empty one is not: the next tick asks again). */
  onAnswer: (state: RequestState) => void
  /** The hour is over: nothing more is asked. */
  onGiveUp: () => void
  schedule?: WatchSchedule
  /** Ask at once instead of one interval from now (Check again). */
  atOnce?: boolean
}

const visible = () => document.visibilityState !== 'hidden'
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false

/**
 * Asks for a request's status on the schedule until it is final, one request at a time (the
 * next is planned when the last has answered). Nothing is asked while the tab is hidden: the
 * timer stops and a request under way is aborted; when the tab is visible again it asks at
 * once and goes on. A failed or offline tick is silent: the next tick asks again. Returns stop.
 */
export function watchRequest({
  check,
  onAnswer,
  onGiveUp,
  schedule = watchSchedule,
  atOnce = false,
}: WatchOptions): () => void {
  const startedAt = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | null = null
  let over = false

  function stop() {
    over = true
    clearTimeout(timer)
    timer = undefined
    inFlight?.abort()
    inFlight = null
    document.removeEventListener('visibilitychange', onVisibility)
  }

  function plan() {
    clearTimeout(timer)
    timer = undefined
    if (over || !visible()) return
    const elapsed = Date.now() - startedAt
    const every = elapsed < schedule.fastForMs ? schedule.fastMs : schedule.slowMs
    timer = setTimeout(tick, Math.max(0, Math.min(every, schedule.stopAfterMs - elapsed)))
  }

  function tick() {
    timer = undefined
    if (over || inFlight || !visible()) return
    if (Date.now() - startedAt >= schedule.stopAfterMs) {
      stop()
      onGiveUp()
      return
    }
    if (!online()) return plan()
    const controller = new AbortController()
    inFlight = controller
    const settle = (state: RequestState | null) => {
      // Aborted (hidden, stopped) or superseded: this answer is not the watcher's any more.
      if (inFlight !== controller) return
      inFlight = null
      if (state) {
        onAnswer(state)
        if (isFinalRequestStatus(state.status)) return stop()
      }
      plan()
    }
    check(controller.signal).then(settle, () => settle(null))
  }

  function onVisibility() {
    if (over) return
    if (!visible()) {
      clearTimeout(timer)
      timer = undefined
      inFlight?.abort()
      inFlight = null
    } else if (!inFlight) {
      clearTimeout(timer)
      tick()
    }
  }

  document.addEventListener('visibilitychange', onVisibility)
  if (atOnce) tick()
  else plan()
  return stop
}

export interface WatchedRequest {
  status: RequestStatus
  decisionReason: string | null
  /**
   * 'watching': pending, asked on the schedule (once there is a `check`); 'stopped': pending,
   * and the hour is over (offer `checkAgain`); 'final': decided.
   */
  phase: 'watching' | 'stopped' | 'final'
  /** Watches again from the start, asking at once. */
  checkAgain: () => void
}

/**
 * A request's status as it changes, from `initial` (what the page read or the submit answered):
 * watched with `watchRequest` while it is pending and `check` is given (null: nothing to ask
 * with yet). The component that calls it is keyed by the request's id.
 */
export function useRequestStatus(
  initial: { status: RequestStatus; decisionReason: string | null },
  check: CheckRequest | null,
  schedule: WatchSchedule = watchSchedule,
): WatchedRequest {
  const [state, setState] = useState(initial)
  const [stopped, setStopped] = useState(false)
  const [round, setRound] = useState(0)
  const checkRef = useRef(check)
  useEffect(() => {
    checkRef.current = check
  })
  const final = isFinalRequestStatus(state.status)
  const canCheck = check !== null

  useEffect(() => {
    if (final || stopped || !canCheck) return
    return watchRequest({
      check: (signal) => (checkRef.current ? checkRef.current(signal) : Promise.resolve(null)),
      onAnswer: (answer) =>
        setState((s) =>
          s.status === answer.status && s.decisionReason === answer.decision_reason
            ? s
            : { status: answer.status, decisionReason: answer.decision_reason },
        ),
      onGiveUp: () => setStopped(true),
      schedule,
      atOnce: round > 0,
    })
  }, [final, stopped, canCheck, round, schedule])

  return {
    ...state,
    phase: final ? 'final' : stopped ? 'stopped' : 'watching',
    checkAgain: () => {
      setStopped(false)
      setRound((r) => r + 1)
    },
  }
}
