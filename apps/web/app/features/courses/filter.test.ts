import { courseList } from '@repo/courses'
import { describe, expect, it } from 'vitest'
import { categoryFromSearch, categoryHref, filterCourses } from './filter'

describe('the category filter in the URL', () => {
  it('reads ?category= and defaults to all', () => {
    expect(categoryFromSearch(new URLSearchParams('category=design'))).toBe('design')
    expect(categoryFromSearch(new URLSearchParams('category=%20Editing%20'))).toBe('editing')
    expect(categoryFromSearch(new URLSearchParams(''))).toBe('all')
    expect(categoryFromSearch(new URLSearchParams('category='))).toBe('all')
  })
  it('filters the catalogue; an unknown category has no courses (the empty state)', () => {
    expect(filterCourses('all')).toHaveLength(courseList.length)
    expect(filterCourses('development').map((c) => c.id)).toEqual(['web-development'])
    expect(filterCourses('cooking')).toEqual([])
  })
  it('links to a shareable URL', () => {
    expect(categoryHref('all')).toBe('/courses')
    expect(categoryHref('editing')).toBe('/courses?category=editing')
  })
})
