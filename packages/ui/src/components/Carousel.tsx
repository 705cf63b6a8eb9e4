import { useEffect, useId, useState, type ReactNode } from 'react'
import { cx } from '../lib/cx'
import { useReducedMotion } from '../lib/motion'
import { StrokeIcon } from './StrokeIcon'

/** Index after moving `step` from `index` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0
  return (((index + step) % length) + length) % length
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Testimonials'. */
  label: string
  slides: ReactNode[]
  /** 5000 ms (docs/product.md#constants). 0 turns auto-advance off. */
  intervalMs?: number
  previousLabel: string
  nextLabel: string
  /** Accessible names: 'Slide 2 of 3', 'Go to slide 2'. */
  slideLabel: (position: number, total: number) => string
  dotLabel: (position: number) => string
  initialIndex?: number
}

/**
 * A rotating carousel: auto-advances unless the user hovers or focuses it or prefers
 * reduced motion; the buttons wrap at both ends; the dots jump to a slide.
 */
export function Carousel({
  label,
  slides,
  intervalMs = 5000,
  previousLabel,
  nextLabel,
  slideLabel,
  dotLabel,
  initialIndex = 0,
}: CarouselProps) {
  const [index, setIndex] = useState(initialIndex)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = useReducedMotion()
  const id = useId()
  const count = slides.length
  const rotating = intervalMs > 0 && !hovered && !focused && !reduced && count > 1

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), intervalMs)
    return () => clearInterval(timer)
  }, [rotating, intervalMs, count])

  const go = (step: number) => setIndex((i) => wrapIndex(i, step, count))
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
      className="flex flex-col gap-4"
    >
      <div id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'} className="relative">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, count)}
            hidden={i !== index}
            className="motion-safe:animate-[fade-in_300ms_ease-out]"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-3">
          <button
            type="button"
            className={arrow}
            aria-controls={`${id}-slides`}
            aria-label={previousLabel}
            onClick={() => go(-1)}
          >
            <StrokeIcon>
              <path d="m15 6-6 6 6 6" />
            </StrokeIcon>
          </button>
          <div className="flex items-center">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={dotLabel(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => setIndex(i)}
                className="inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'block size-2.5 rounded-full',
                    i === index ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={arrow}
            aria-controls={`${id}-slides`}
            aria-label={nextLabel}
            onClick={() => go(1)}
          >
            <StrokeIcon>
              <path d="m9 6 6 6-6 6" />
            </StrokeIcon>
          </button>
        </div>
      ) : null}
    </section>
  )
}
