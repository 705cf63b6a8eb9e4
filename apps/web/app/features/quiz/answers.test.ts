import type { QuizQuestion } from '@repo/api'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetAnswers, keepAnswers, onlyValid, readAnswers } from './answers'

const question = (id: string, multiple = false): QuizQuestion => ({
  id,
  position: 1,
  prompt: id,
  promptBn: id,
  multiple,
  options: ['a', 'b', 'c'].map((o) => ({ id: o, label: o, labelBn: o })),
})
const questions = [question('q1'), question('q2', true)]

beforeEach(() => window.localStorage.clear())

describe('the answers kept on the phone', () => {
  it('keep only what the quiz still asks: its questions, their options, one for a one-answer question', () => {
    expect(
      onlyValid({ q1: ['c', 'a'], q2: ['a', 'z', 'a', 'b', 3], q9: ['a'], q3: 'a' }, questions),
    ).toEqual({ q1: ['c'], q2: ['a', 'b'] })
    expect(onlyValid(null, questions)).toEqual({})
    expect(onlyValid('nonsense', questions)).toEqual({})
    expect(onlyValid({ q1: [] }, questions)).toEqual({})
  })

  it('are per learner and quiz, survive a reload and are forgotten once graded', () => {
    keepAnswers('u1', 'quiz', { answers: { q1: ['b'] }, waiting: true })
    expect(readAnswers('u1', 'quiz', questions)).toEqual({ answers: { q1: ['b'] }, waiting: true })
    expect(readAnswers('u2', 'quiz', questions)).toEqual({ answers: {}, waiting: false })
    expect(readAnswers('u1', 'other', questions)).toEqual({ answers: {}, waiting: false })
    forgetAnswers('u1', 'quiz')
    expect(readAnswers('u1', 'quiz', questions)).toEqual({ answers: {}, waiting: false })
  })

  it('read as none when what is stored is not JSON', () => {
    window.localStorage.setItem('skill-courses_quiz-answers:u1:quiz', '{not json')
    expect(readAnswers('u1', 'quiz', questions)).toEqual({ answers: {}, waiting: false })
  })
})
