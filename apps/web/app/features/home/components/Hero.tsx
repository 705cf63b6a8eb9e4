import { Badge } from '@repo/ui'
import { Link } from 'react-router'
import { href, m, useLocale } from '../../../i18n'

/** The hero's two ways on: the catalogue first, then the form for a free class. */
const actions = [
  {
    to: '/courses',
    label: m.home_heroPrimary,
    className:
      'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  },
  {
    to: '/form',
    label: m.home_heroSecondary,
    className:
      'inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white dark:hover:bg-brand-900',
  },
]

export function Hero() {
  const locale = useLocale()
  return (
    <section className="-mx-4 -mt-8 bg-gradient-to-b from-brand-50 to-white px-4 py-12 dark:from-brand-900 dark:to-slate-950">
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-5">
        <Badge tone="accent">{m.home_heroBadge({}, { locale })}</Badge>
        <h1 className="text-3xl font-extrabold leading-tight sm:text-5xl">
          {m.home_heroTitle({}, { locale })}
        </h1>
        <p className="text-lg text-slate-700 dark:text-slate-200">
          {m.home_heroText({}, { locale })}
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {actions.map((action) => (
            <Link key={action.to} to={href(action.to, locale)} className={action.className}>
              {action.label({}, { locale })}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
