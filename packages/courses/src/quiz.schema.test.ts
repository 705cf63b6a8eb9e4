import { describe, expect, it } from 'vitest'
// through the public entry: @repo/api and the console import them from there
import {
  quizCodeOf,
  quizCodes,
  quizQuestionSchema,
  quizQuestionsSchema,
  quizSchema,
  type QuizQuestionFacts,
} from './index.ts'

const codes = (result: {
  error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }
}) => (result.error?.issues ?? []).map((issue) => [quizCodeOf(issue), ...issue.path])

const quiz = {
  courseId: 'web-development',
  lessonId: '22222222-2222-4222-8222-222222222222',
  title: ' HTML basics ',
  titleBn: 'এইচটিএমএল',
  passPercent: 70,
  required: true,
  attemptsPerDay: 3,
}
const options = [
  { id: 'a', label: ' <div> ', labelBn: 'ডিভ' },
  { id: 'b', label: '<span>', labelBn: 'স্প্যান' },
  { id: 'c', label: '<p>', labelBn: 'প্যারা' },
]
const question: QuizQuestionFacts = {
  prompt: ' Which is a block? ',
  promptBn: 'কোনটি ব্লক?',
  multiple: false,
  options,
  right: ['a'],
}

describe('quizSchema', () => {
  it('trims the titles, and takes no lesson for the end of the course', () => {
    expect(quizSchema.parse(quiz)).toEqual({ ...quiz, title: 'HTML basics' })
    expect(quizSchema.parse({ ...quiz, lessonId: null }).lessonId).toBeNull()
  })

  it.each([
    [{ courseId: 'cooking' }, 'quiz_course', 'courseId'],
    [{ lessonId: 'lesson-3' }, 'quiz_lesson', 'lessonId'],
    [{ title: '  ' }, 'quiz_fields', 'title'],
    [{ titleBn: 'ক'.repeat(201) }, 'quiz_title', 'titleBn'],
    [{ passPercent: 0 }, 'quiz_pass_percent', 'passPercent'],
    [{ passPercent: 70.5 }, 'quiz_pass_percent', 'passPercent'],
    [{ attemptsPerDay: 21 }, 'quiz_attempts_per_day', 'attemptsPerDay'],
    [{ required: 'yes' }, 'quiz_fields', 'required'],
  ])('refuses %o with %s on %s', (change, code, field) => {
    expect(codes(quizSchema.safeParse({ ...quiz, ...change }))).toEqual([[code, field]])
  })
})

describe('quizQuestionSchema', () => {
  it('trims the words and keeps the options in order', () => {
    const parsed = quizQuestionSchema.parse(question)
    expect(parsed.prompt).toBe('Which is a block?')
    expect(parsed.options.map((o) => [o.id, o.label])).toEqual([
      ['a', '<div>'],
      ['b', '<span>'],
      ['c', '<p>'],
    ])
  })

  it('takes one right option, or two and more when multiple, all among the options', () => {
    expect(
      quizQuestionSchema.safeParse({ ...question, multiple: true, right: ['a', 'c'] }).success,
    ).toBe(true)
    for (const change of [
      { right: [] },
      { right: ['a', 'b'] },
      { right: ['d'] },
      { multiple: true, right: ['a'] },
      { multiple: true, right: ['a', 'a'] },
    ])
      expect(codes(quizQuestionSchema.safeParse({ ...question, ...change }))).toEqual([
        ['quiz_right', 'right'],
      ])
  })

  it('takes 2 to 8 options with ids of their own and words in both languages', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: `o${i}`, label: 'x', labelBn: 'ক' }))
    const cases: [QuizQuestionFacts['options'], unknown[]][] = [
      [options.slice(0, 1), ['quiz_options', 'options']],
      [many, ['quiz_options', 'options']],
      [
        [options[0]!, { ...options[1]!, id: 'a' }],
        ['quiz_option', 'options'],
      ],
      [
        [options[0]!, { ...options[1]!, id: 'B' }],
        ['quiz_option', 'options', 1, 'id'],
      ],
      [
        [options[0]!, { ...options[1]!, labelBn: ' ' }],
        ['quiz_option', 'options', 1, 'labelBn'],
      ],
    ]
    for (const [changed, first] of cases)
      expect(codes(quizQuestionSchema.safeParse({ ...question, options: changed }))[0]).toEqual(
        first,
      )
  })

  it('refuses a prompt blank or over 1,000 characters, in either language', () => {
    expect(codes(quizQuestionSchema.safeParse({ ...question, prompt: '' }))).toEqual([
      ['quiz_prompt', 'prompt'],
    ])
    expect(
      codes(quizQuestionSchema.safeParse({ ...question, promptBn: 'ক'.repeat(1001) })),
    ).toEqual([['quiz_prompt', 'promptBn']])
  })
})

describe('quizQuestionsSchema', () => {
  it('takes 1 to 50 questions, each issue at its place', () => {
    expect(codes(quizQuestionsSchema.safeParse([]))).toEqual([['quiz_question_count']])
    expect(codes(quizQuestionsSchema.safeParse(Array(51).fill(question)))).toEqual([
      ['quiz_question_count'],
    ])
    expect(codes(quizQuestionsSchema.safeParse([question, { ...question, right: ['z'] }]))).toEqual(
      [['quiz_right', 1, 'right']],
    )
  })

  it('has a code for each rule, no two alike', () => {
    expect(new Set(quizCodes).size).toBe(quizCodes.length)
  })
})
