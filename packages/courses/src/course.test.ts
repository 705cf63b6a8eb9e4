import { describe, expect, it } from 'vitest'
import { courseIdSchema } from './course.schema.ts'

describe('courseIdSchema', () => {
  it('accepts the three course ids and refuses anything else', () => {
    expect(courseIdSchema.parse('web-development')).toBe('web-development')
    expect(courseIdSchema.safeParse('cooking').success).toBe(false)
  })
})
