import { courseCategories, courseList, type Course, type CourseCategory } from '@repo/courses'

export type CategoryFilter = CourseCategory | 'all'
export const categoryFilters: readonly CategoryFilter[] = ['all', ...courseCategories]

/** The filter in the URL: `?category=design`. Missing or empty means all. */
export function categoryFromSearch(search: URLSearchParams): string {
  return search.get('category')?.trim().toLowerCase() || 'all'
}

/** The courses of a filter value; an unknown category has none (the page shows its empty state). */
export function filterCourses(
  category: string,
  list: readonly Course[] = courseList,
): readonly Course[] {
  if (category === 'all') return list
  return list.filter((c) => c.category === category)
}

/** The link target of a filter button: the page with or without ?category=. */
export function categoryHref(category: CategoryFilter): string {
  return category === 'all' ? '/courses' : `/courses?category=${category}`
}
