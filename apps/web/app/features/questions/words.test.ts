// Every refusal of the questions' functions in the learner's words: one case per branch.
import { MAX_QUESTION_CHARS, QUESTION_EDIT_MINUTES } from '@repo/courses'
import { ApiError, type ApiErrorInit } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { m } from '../../i18n'
import { refusalText } from './words'

const locale = 'en'
const refused = (init: Omit<ApiErrorInit, 'operation'>) =>
  new ApiError({ operation: 'question.ask', ...init })

describe('refusalText', () => {
  it.each([
    ['not an ApiError', new Error('boom'), m.questions_error_unknown({}, { locale })],
    [
      'an empty text',
      refused({ kind: 'invalid', code: 'question_empty' }),
      m.questions_error_empty({}, { locale }),
    ],
    [
      'a closed edit window',
      refused({ kind: 'forbidden', hint: 'edit_window_closed' }),
      m.questions_error_editWindow({ n: QUESTION_EDIT_MINUTES }, { locale }),
    ],
    [
      'a search too long',
      refused({ kind: 'invalid', hint: 'search_too_long' }),
      m.questions_error_searchTooLong({ max: 100 }, { locale }),
    ],
    [
      'not the asker',
      refused({ kind: 'forbidden', hint: 'not_asker' }),
      m.questions_error_notAsker({}, { locale }),
    ],
    [
      'not the author',
      refused({ kind: 'forbidden', hint: 'not_author' }),
      m.questions_error_notAuthor({}, { locale }),
    ],
    [
      'not enrolled (hint)',
      refused({ kind: 'forbidden', hint: 'not_enrolled' }),
      m.questions_error_notEnrolled({}, { locale }),
    ],
    ['no session', refused({ kind: 'session' }), m.questions_error_session({}, { locale })],
    [
      'not enrolled (kind)',
      refused({ kind: 'not_enrolled' }),
      m.questions_error_notEnrolled({}, { locale }),
    ],
    ['a row refused', refused({ kind: 'forbidden' }), m.questions_error_forbidden({}, { locale })],
    ['a question gone', refused({ kind: 'not_found' }), m.questions_error_gone({}, { locale })],
    [
      "the database's length check",
      refused({ kind: 'invalid', field: 'body' }),
      m.questions_error_tooLong({ max: MAX_QUESTION_CHARS }, { locale }),
    ],
    [
      'another field invalid',
      refused({ kind: 'invalid', field: 'lesson' }),
      m.questions_error_unknown({}, { locale }),
    ],
    ['any other kind', refused({ kind: 'conflict' }), m.questions_error_unknown({}, { locale })],
  ])('%s', (_case, error, text) => {
    expect(refusalText(error, locale)).toBe(text)
  })
})
