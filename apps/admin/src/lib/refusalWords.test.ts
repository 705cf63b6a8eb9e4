/**
 * The console's words for the refusals that carry their own reason: the database's hints
 * (through toApiError, as the backend answers) and @repo/api's own codes; and that every
 * operation, kind, hint and code of the console has words.
 */
import {
  ApiError,
  apiCodes,
  apiErrorKinds,
  databaseHints,
  type ApiCode,
  type Operation,
} from '@repo/api'
import { describe, expect, it } from 'vitest'
import { codeText, errorWords, operationWords } from './errorWords'
import { hinted, said } from './errorWords.fixtures'
import { words } from './words'

describe('the database’s refusals, by hint', () => {
  it.each<[string, string, string, Operation, string]>([
    [
      '55000',
      'request_decided',
      'rejected',
      'enrollment.approve',
      'Enrollment request is already rejected.',
    ],
    // a batch names the request that stopped it
    [
      'P0001',
      'enrollment_request_refunded',
      'R1',
      'enrollment.approve',
      'Request R1 is already refunded. Nothing was approved.',
    ],
    [
      'P0001',
      'enrollment_request_rejected',
      'R1',
      'enrollment.approve',
      'Request R1 is already rejected. Nothing was approved.',
    ],
    [
      'P0001',
      'enrollment_request_not_found',
      'R2',
      'enrollment.approve',
      'Request R2 was not found. Nothing was approved.',
    ],
    [
      'P0001',
      'user_already_enrolled',
      'R3',
      'enrollment.approve',
      'User already enrolled (request R3). Nothing was approved.',
    ],
    [
      'P0001',
      'invalid_payment',
      'R4',
      'enrollment.approve',
      'The payment for request R4 needs a wallet, a transaction ID and an amount. Nothing was approved.',
    ],
    [
      'P0001',
      'invalid_payment',
      '',
      'enrollment.approve',
      'The payment details are not valid. Nothing was changed.',
    ],
    [
      'P0001',
      'payment_already_matched',
      'R5',
      'enrollment.approve',
      'This payment is already matched to another request.',
    ],
    ['P0001', 'no_requests', '', 'enrollment.approve', 'Choose at least one request to approve.'],
    [
      'P0001',
      'too_many_transaction_ids',
      '1001',
      'requests.match',
      'Match at most 1,000 transaction IDs at a time.',
    ],
    ['22023', 'decision_reason_required', '', 'enrollment.reject', 'Please write a reason.'],
    [
      '55000',
      'refund_not_approved',
      '',
      'enrollment.refund',
      'Only an approved enrollment can be refunded.',
    ],
    [
      '55000',
      'decision_final',
      '',
      'enrollment.refund',
      'This decision is final and cannot be changed.',
    ],
    // the wallet messages
    [
      '55000',
      'wallet_message_not_matched',
      'held',
      'walletMessage.approve',
      'Only a payment waiting for approval can be approved. Refresh to see it as it is now.',
    ],
    [
      'P0002',
      'wallet_message_not_found',
      '',
      'walletMessage.anchor',
      'This wallet message was not found.',
    ],
    [
      '22023',
      'wallet_message_not_anchorable',
      '',
      'walletMessage.anchor',
      'Only a wallet message that shows a balance can anchor its wallet.',
    ],
    // the lessons
    [
      '55000',
      'lessons_changed',
      '',
      'lessons.reorder',
      'The lessons changed meanwhile: reload and try again.',
    ],
    [
      '22023',
      'live_needs_start',
      '',
      'lesson.save',
      'A live class needs a start time, and only a live class has one.',
    ],
    // questions and quizzes (issue 35)
    [
      '55000',
      'edit_window_closed',
      '15',
      'answer.edit',
      'Text can be edited for 15 minutes after it is written.',
    ],
    ['42501', 'not_staff', '', 'question.hide', 'Only the course’s mentors and admins do this.'],
    ['42501', 'not_staff', '', 'questions.queue', 'Only the course’s mentors and admins do this.'],
    ['22023', 'quiz_questions_count', '50', 'quizQuestions.save', 'A quiz has 1 to 50 questions.'],
    ['23503', 'lesson_not_in_course', '', 'quiz.save', 'Choose a lesson of this quiz’s course.'],
  ])('%s %s (%s) of %s', (code, hint, detail, operation, text) => {
    expect(said(hinted(code, hint, detail), operation, 400)).toBe(text)
  })

  it('names the question at fault of a quiz key', () => {
    expect(said(hinted('22023', 'quiz_key_invalid'), 'quizQuestions.save')).toMatch(
      /^The right options must be options of the question/,
    )
  })
})

describe('@repo/api’s own refusals, by code', () => {
  it.each<[ApiCode, string | undefined, Operation, string]>([
    ['page_size', '999', 'pending.list', 'A page holds 1 to 999 rows.'],
    ['not_a_position', undefined, 'pending.list', 'Not a position in this list.'],
    // a code with no words: the operation's
    ['unexpected_response', undefined, 'pending.list', 'Could not load the pending enrollments.'],
    ['question_empty', undefined, 'question.answer', 'Write your answer first.'],
    ['quiz_options', undefined, 'quizQuestions.save', 'Give 2 to 8 options.'],
    ['quiz_question_count', undefined, 'quizQuestions.save', 'A quiz has 1 to 50 questions.'],
  ])('%s (%s) of %s', (code, detail, operation, text) => {
    expect(errorWords(new ApiError({ kind: 'invalid', operation, code, detail }))).toBe(text)
  })

  it('says a check made before a call by its code alone', () => {
    expect(codeText('lesson_fields')).toBe('Fill all fields')
    expect(codeText('lesson_duration')).toBe(
      'The duration is a whole number of minutes from 1 to 600.',
    )
    expect(codeText('lesson_course')).toBe('Invalid course selected.')
    expect(codeText('search_too_long', '100')).toBe(
      'Search with at most 100 characters (a transaction ID, a phone number or part of a name).',
    )
    expect(codeText('quiz_right', '3')).toBe(
      'Question 3: choose the right option: one, or two and more for a question with several.',
    )
  })
})

describe('every operation, kind, hint and code has words', () => {
  // words for a person: a capital first, no code in them (no snake_case, no dotted operation)
  const sentence = /^[A-Z❌][^_]*$/

  it('each console operation has its own failure sentence', () => {
    const ours = Object.keys(operationWords) as (keyof typeof operationWords)[]
    expect(ours.length).toBeGreaterThan(20)
    for (const operation of ours) {
      const text = errorWords(new ApiError({ kind: 'unknown', operation }))
      expect(text, operation).toMatch(sentence)
      expect(text, operation).not.toBe(words.somethingWrong)
    }
  })

  it('each kind says something, never a code', () => {
    for (const kind of apiErrorKinds)
      expect(errorWords(new ApiError({ kind, operation: 'pending.list' })), kind).toMatch(sentence)
  })

  it('each hint and code of the console says something, never a code', () => {
    for (const hint of Object.keys(databaseHints) as (keyof typeof databaseHints)[]) {
      const e = new ApiError({ kind: 'invalid', operation: 'pending.list', hint, detail: 'R1' })
      expect(errorWords(e), hint).toMatch(sentence)
      expect(errorWords(e), hint).not.toContain(hint)
    }
    for (const code of apiCodes) expect(codeText(code, '9'), code).toMatch(sentence)
  })
})
