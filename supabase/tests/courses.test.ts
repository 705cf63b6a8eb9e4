import { courseIds, courseList, getCourse } from '@repo/courses'
import { describe, expect, test } from 'vitest'
import { anonClient, serviceClient } from './support'

interface CourseRow {
  id: string
  title: string
  price: number
  original_price: number
}

describe('the courses table equals packages/courses', () => {
  test('same ids, titles, prices and original prices', async () => {
    const { data, error } = await anonClient()
      .from('courses')
      .select('id, title, price, original_price')
      .order('id')
    expect(error).toBeNull()
    const rows = data as CourseRow[]
    const expected = [...courseList]
      .map((c) => ({ id: c.id, title: c.title, price: c.price, original_price: c.originalPrice }))
      .sort((a, b) => a.id.localeCompare(b.id))
    expect(rows).toEqual(expected)
  })

  test.for([...courseIds])('%s: price and original price as in the catalogue', async (id) => {
    const course = getCourse(id)
    expect(course).not.toBeNull()
    const { data, error } = await anonClient()
      .from('courses')
      .select('price, original_price')
      .eq('id', id)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ price: course?.price, original_price: course?.originalPrice })
  })

  test('an id outside the catalogue cannot be added, even by the service role', async () => {
    const result = await serviceClient()
      .from('courses')
      .insert({ id: 'skill-pack', title: 'Alias', price: 499, original_price: 1299 })
    expect(result.error?.message).toMatch(/courses_id_known/)
  })
})
