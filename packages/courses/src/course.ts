/** The three course ids the product sells. `skill-pack` is an alias, see aliases.ts. */
export const courseIds = ['creative-design', 'web-development', 'video-editing'] as const
export type CourseId = (typeof courseIds)[number]

export const courseCategories = ['design', 'development', 'editing'] as const
export type CourseCategory = (typeof courseCategories)[number]

/** True for one of `courseIds` (exactly). No zod here: the catalogue must not pull it in. */
export function isCourseId(value: unknown): value is CourseId {
  return (courseIds as readonly unknown[]).includes(value)
}
