import { timings } from '@repo/courses'
import { Avatar, Carousel, Section } from '@repo/ui'
import { m, useLocale } from '../../../i18n'

export function Testimonials() {
  const locale = useLocale()
  const testimonials = [
    {
      name: m.home_testimonials_0_name({}, { locale }),
      role: m.home_testimonials_0_role({}, { locale }),
      content: m.home_testimonials_0_content({}, { locale }),
      rating: 5,
    },
    {
      name: m.home_testimonials_1_name({}, { locale }),
      role: m.home_testimonials_1_role({}, { locale }),
      content: m.home_testimonials_1_content({}, { locale }),
      rating: 5,
    },
    {
      name: m.home_testimonials_2_name({}, { locale }),
      role: m.home_testimonials_2_role({}, { locale }),
      content: m.home_testimonials_2_content({}, { locale }),
      rating: 4,
    },
  ]
  const slides = testimonials.map((t) => (
    <figure
      key={t.name}
      className="flex min-h-56 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <p
        role="img"
        aria-label={m.home_carousel_rating({ r: t.rating }, { locale })}
        className="text-amber-500"
      >
        <span aria-hidden="true">{'★'.repeat(t.rating) + '☆'.repeat(5 - t.rating)}</span>
      </p>
      <blockquote className="text-lg">“{t.content}”</blockquote>
      <figcaption className="mt-auto flex items-center gap-3">
        <Avatar name={t.name} size={44} />
        <span>
          <span className="block font-semibold">{t.name}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-300">{t.role}</span>
        </span>
      </figcaption>
    </figure>
  ))
  return (
    <Section
      titleId="testimonials-title"
      title={m.home_testimonialsTitle({}, { locale })}
      className="py-10"
    >
      <div className="mx-auto mt-6 max-w-2xl">
        <Carousel
          label={m.home_carousel_label({}, { locale })}
          slides={slides}
          intervalMs={timings.carouselIntervalMs}
          previousLabel={m.home_carousel_previous({}, { locale })}
          nextLabel={m.home_carousel_next({}, { locale })}
          slideLabel={(p, t) => m.home_carousel_slide({ p, t }, { locale })}
          dotLabel={(p) => m.home_carousel_dot({ p }, { locale })}
        />
      </div>
    </Section>
  )
}
