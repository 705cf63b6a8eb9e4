import { timings } from '@repo/courses'
import { Avatar, Carousel } from '@repo/ui'
import { messages } from '../../../i18n'

export function Testimonials() {
  const m = messages.home
  const slides = m.testimonials.map((t) => (
    <figure
      key={t.name}
      className="flex min-h-56 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <p role="img" aria-label={m.carousel.rating(t.rating)} className="text-amber-500">
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
    <section aria-labelledby="testimonials-title" className="py-10">
      <h2 id="testimonials-title" className="text-2xl font-bold">
        {m.testimonialsTitle}
      </h2>
      <div className="mx-auto mt-6 max-w-2xl">
        <Carousel
          label={m.carousel.label}
          slides={slides}
          intervalMs={timings.carouselIntervalMs}
          previousLabel={m.carousel.previous}
          nextLabel={m.carousel.next}
          slideLabel={m.carousel.slide}
          dotLabel={m.carousel.dot}
        />
      </div>
    </section>
  )
}
