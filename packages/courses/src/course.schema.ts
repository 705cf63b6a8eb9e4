import { z } from 'zod'
import { courseCategories, courseIds } from './course.ts'
import { locales, resolveLocale, type Locale } from './locale.ts'

/*
 * The zod schemas of the catalogue, apart from course.ts so that pages without a form do not
 * load zod (the package has `sideEffects: false`). See docs/decisions/0008.
 */
export const courseIdSchema = z.enum(courseIds)

export const courseCategorySchema = z.enum(courseCategories)

export const curriculumModuleSchema = z.object({
  module: z.string().min(1),
  lessons: z.array(z.string().min(1)).min(1),
})
export type CurriculumModule = z.infer<typeof curriculumModuleSchema>

export const instructorSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  bio: z.string().min(1),
})
export type Instructor = z.infer<typeof instructorSchema>

/** A course as docs/product.md#courses lists it. Prices are whole taka. */
export const courseSchema = z.object({
  id: courseIdSchema,
  title: z.string().min(1),
  subtitle: z.string().min(1),
  category: courseCategorySchema,
  level: z.string().min(1),
  duration: z.string().min(1),
  students: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive(),
  /** The discount label, e.g. '60% OFF' (see `discountLabel` in pricing.ts). */
  discount: z.string().regex(/^(?:[1-9]\d?|100)% OFF$/),
  instructor: instructorSchema,
  description: z.string().min(1),
  targetAudience: z.array(z.string().min(1)).min(1),
  requirements: z.array(z.string().min(1)).min(1),
  curriculum: z.array(curriculumModuleSchema).min(1),
  features: z.array(z.string().min(1)).min(1),
  highlights: z.array(z.string().min(1)).min(1),
  /** Path of the course image under the site's public folder, and its alt text. */
  thumbnail: z.object({
    src: z.string().regex(/^\/images\/courses\/[a-z0-9-]+\.webp$/),
    alt: z.string().min(1),
  }),
  /** A name from the site's icon set (lucide names, kebab-case), e.g. 'palette'. */
  icon: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
})
export type Course = z.infer<typeof courseSchema>

/**
 * A course in Bangla: the same shape as `courseSchema`, with the Bangla discount label
 * ('৬০% ছাড়', Bangla digits) instead of '60% OFF'.
 */
export const bnCourseSchema = courseSchema.extend({
  discount: z.string().regex(/^(?:[১-৯][০-৯]?|১০০)% ছাড়$/),
})

/** The schema a course in `locale` satisfies: `courseSchema` for 'en', `bnCourseSchema` for 'bn'. */
export function courseSchemaFor(locale: Locale = 'en'): typeof courseSchema {
  return resolveLocale(locale) === 'bn' ? bnCourseSchema : courseSchema
}

/** The locales as a zod enum (`isLocale` in locale.ts does the same check without zod). */
export const localeSchema = z.enum(locales)
