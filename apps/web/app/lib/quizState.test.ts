import { describe, expect, it } from 'vitest'
import {
  attemptsToday,
  dhakaDayStart,
  nextDhakaDay,
  quizPath,
  quizState,
  quizStateText,
  quizzesNotPassed,
} from './quizState'
import { quizAttemptFixture as attempt, quizFixture as quiz } from '../../tests/quizzes'

describe('a quiz for its learner', () => {
  it('is to do, not passed yet, or passed with the best score (a later fail does not undo a pass)', () => {
    expect(quizState('q', [])).toEqual({ kind: 'todo' })
    expect(quizState('q', [attempt('q', 40), attempt('other', 90)])).toEqual({
      kind: 'failed',
      best: 40,
    })
    expect(quizState('q', [attempt('q', 20), attempt('q', 80), attempt('q', 60)])).toEqual({
      kind: 'passed',
      best: 80,
    })
    expect(quizStateText({ kind: 'passed', best: 80 }, 'bn')).toBe('পাস · ৮০%')
    expect(quizStateText({ kind: 'failed', best: 10 }, 'en')).toBe('Not passed yet')
  })

  it('has its page in the page language', () => {
    expect(quizPath('web-development', 'q1', 'en')).toBe('/learn/web-development/quizzes/q1')
    expect(quizPath('web-development', 'q1', 'bn')).toBe('/bn/learn/web-development/quizzes/q1')
  })

  it('the certificate waits for the required quizzes not passed', () => {
    const quizzes = [quiz('a'), quiz('b'), quiz('c', { required: false })]
    expect(
      quizzesNotPassed(quizzes, [attempt('a', 90), attempt('b', 50)]).map((q) => q.id),
    ).toEqual(['b'])
  })
})

describe("Dhaka's day", () => {
  it('starts at 18:00 UTC, and the next one opens at the next', () => {
    // 27 Nov 23:59 in Dhaka is 17:59 UTC
    expect(new Date(dhakaDayStart(Date.parse('2026-11-27T17:59:00Z'))).toISOString()).toBe(
      '2026-11-26T18:00:00.000Z',
    )
    expect(nextDhakaDay(Date.parse('2026-11-27T17:59:00Z'))).toBe('2026-11-27T18:00:00.000Z')
    // 28 Nov 00:00 in Dhaka
    expect(nextDhakaDay(Date.parse('2026-11-27T18:00:00Z'))).toBe('2026-11-28T18:00:00.000Z')
  })

  it("counts a quiz's attempts of today only", () => {
    const now = Date.parse('2026-11-27T20:00:00Z') // 28 Nov, 2:00 in Dhaka
    const attempts = [
      attempt('q', 10, '2026-11-27T17:30:00Z'), // 27 Nov in Dhaka
      attempt('q', 20, '2026-11-27T18:30:00Z'),
      attempt('q', 30, '2026-11-27T19:30:00Z'),
      attempt('other', 30, '2026-11-27T19:30:00Z'),
    ]
    expect(attemptsToday(quiz('q'), attempts, now)).toEqual({ used: 2, left: 1 })
    expect(attemptsToday(quiz('q', { attemptsPerDay: 1 }), attempts, now)).toEqual({
      used: 2,
      left: 0,
    })
  })
})
