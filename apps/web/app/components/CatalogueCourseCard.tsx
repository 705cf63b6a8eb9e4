import { coursePath, type Course } from '@repo/courses'
import { CourseCard, PriceTag } from '@repo/ui'
import { formatPrice, messages } from '../i18n'
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
  const c = messages.common
  return (
    <CourseCard
      title={course.title}
      subtitle={course.subtitle}
      href={coursePath(course.id)}
      categoryLabel={c.categories[course.category]}
      meta={[course.level, course.duration]}
      highlights={course.highlights}
      moreLabel={c.more}
      image={courseImage(course.thumbnail.src, '', cardSizes)}
      ctaLabel={c.enrollNow}
      LinkComponent={RouterLink}
      headingLevel={headingLevel}
      priority={priority}
      price={
        <PriceTag
          price={formatPrice(course.price)}
          originalPrice={formatPrice(course.originalPrice)}
          discount={course.discount}
          priceLabel={c.price}
          originalPriceLabel={c.originalPrice}
        />
      }
    />
  )
}
