import { describe, expect, it } from 'vitest'
// through the public entry: @repo/api, the site and the console import them from there
import {
  answerFormSchema,
  askFormSchema,
  formSchemas,
  MAX_QUESTION_CHARS,
  questionBodySchema,
  questionCodeOf,
  questionCodes,
} from './index.ts'

const codes = (result: {
  error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }
}) => (result.error?.issues ?? []).map((issue) => [questionCodeOf(issue), ...issue.path])

describe('questionBodySchema', () => {
  it('trims, and keeps Bangla, emoji, code and Markdown as written', () => {
    const body = '  রং কীভাবে বাছব? 🎨 `color: #ff0000;` **bold** <script>x</script>  '
    expect(questionBodySchema.parse(body)).toBe(body.trim())
  })

  it('takes 1 to 4,000 characters once trimmed', () => {
    expect(questionBodySchema.parse('?')).toBe('?')
    expect(questionBodySchema.parse(` ${'x'.repeat(MAX_QUESTION_CHARS)} `)).toHaveLength(4000)
    expect(codes(questionBodySchema.safeParse(' \n\t '))).toEqual([['question_empty']])
    expect(codes(questionBodySchema.safeParse('x'.repeat(4001)))).toEqual([['question_too_long']])
  })

  it('names the empty rule for input of the wrong type', () => {
    expect(codes(questionBodySchema.safeParse(undefined))).toEqual([['question_empty']])
    expect(questionCodeOf({ message: 'Invalid input' })).toBe('question_empty')
  })
})

describe('the ask and answer forms', () => {
  it('say their rule on the body field, and are the form schemas the site loads', () => {
    expect(askFormSchema.parse({ body: ' Why? ' })).toEqual({ body: 'Why?' })
    expect(codes(askFormSchema.safeParse({ body: '' }))).toEqual([['question_empty', 'body']])
    expect(codes(answerFormSchema.safeParse({ body: 'y'.repeat(4001) }))).toEqual([
      ['question_too_long', 'body'],
    ])
    expect(formSchemas.ask).toBe(askFormSchema)
    expect(formSchemas.answer).toBe(answerFormSchema)
  })

  it('has a code for each rule, no two alike', () => {
    expect(new Set(questionCodes).size).toBe(questionCodes.length)
  })
})
