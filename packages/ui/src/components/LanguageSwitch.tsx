import type { MouseEvent } from 'react'
import { cx } from '../lib/cx'
import { PlainLink, type LinkComponent } from '../lib/link'

export interface LanguageSwitchProps {
  /** The same page in the other language, e.g. '/bn/courses'. A real link: it works without JavaScript. */
  href: string
  /** The other language's code ('bn' or 'en'): the link's `hreflang` and its text's `lang`. */
  hrefLang: string
  /** The other language's name in that language, e.g. 'বাংলা' or 'English'. */
  label: string
  /** Said after the label by screen readers, in the current page's language, e.g. 'Read this page in Bangla'. */
  hint: string
  /** The current page's language (the hint's `lang`). */
  hintLang: string
  /** Called when the link is followed (e.g. to remember the choice). */
  onSelect?: () => void
  LinkComponent?: LinkComponent
  className?: string
}

/** A link to the current page in the other language, for the header. */
export function LanguageSwitch({
  href,
  hrefLang,
  label,
  hint,
  hintLang,
  onSelect,
  LinkComponent = PlainLink,
  className,
}: LanguageSwitchProps) {
  return (
    <LinkComponent
      href={href}
      hrefLang={hrefLang}
      lang={hrefLang}
      title={hint}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!event.defaultPrevented) onSelect?.()
      }}
      className={cx(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-50 dark:hover:bg-slate-800',
        className,
      )}
    >
      {label}{' '}
      <span className="sr-only" lang={hintLang}>
        ({hint})
      </span>
    </LinkComponent>
  )
}
