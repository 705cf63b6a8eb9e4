import type { z } from 'zod'
import type { courseSchema } from './course.schema'

/** The three course ids the product sells. `skill-pack` is an alias, see aliases.ts. */
export const courseIds = ['creative-design', 'web-development', 'video-editing'] as const
export type CourseId = (typeof courseIds)[number]

export const courseCategories = ['design', 'development', 'editing'] as const
export type CourseCategory = (typeof courseCategories)[number]

/** True for one of `courseIds` (exactly). No zod here: the catalogue must not pull it in. */
export function isCourseId(value: unknown): value is CourseId {
  return (courseIds as readonly unknown[]).includes(value)
}

export type { CurriculumModule, Instructor } from './course.schema'
/** A course as SPEC.md section 3 lists it. Prices are whole taka. The schema: course.schema.ts. */
export type Course = z.infer<typeof courseSchema>
