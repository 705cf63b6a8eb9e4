import { coursePath, type Course } from '@repo/courses'
import { CourseCard, PriceTag } from '@repo/ui'
import { formatPrice, m, useLocale } from '../i18n'
import { categoryLabel } from '../i18n/labels'
import { RouterLink } from '../lib/RouterLink'
import { courseImage } from './courseImage'

/** The cards' grid: one column on phones, two from md, three (352 px) from lg. */
const cardSizes = '(min-width: 1024px) 352px, (min-width: 768px) 50vw, calc(100vw - 2rem)'

/** A catalogue course as a card, linking to its detail page. */
export function CatalogueCourseCard({
  course,
  headingLevel = 3,
  priority = false,
}: {
  course: Course
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const locale = useLocale()
  return (
    <CourseCard
      title={course.title}
      subtitle={course.subtitle}
      href={coursePath(course.id)}
      categoryLabel={categoryLabel(course.category, locale)}
      meta={[course.level, course.duration]}
      highlights={course.highlights}
      moreLabel={(n) => m.common_more({ n }, { locale })}
      image={courseImage(course.thumbnail.src, '', cardSizes)}
      ctaLabel={m.common_enrollNow({}, { locale })}
      LinkComponent={RouterLink}
      headingLevel={headingLevel}
      priority={priority}
      price={
        <PriceTag
          price={formatPrice(course.price, locale)}
          originalPrice={formatPrice(course.originalPrice, locale)}
          discount={course.discount}
          priceLabel={m.common_price({}, { locale })}
          originalPriceLabel={m.common_originalPrice({}, { locale })}
        />
      }
    />
  )
}
