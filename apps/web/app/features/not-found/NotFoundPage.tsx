import { Link } from 'react-router'
import { href, m, useLocale } from '../../i18n'
import { primaryLink } from '../../components/links'

export function NotFoundPage() {
  const locale = useLocale()
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-600 dark:text-brand-50">
        {m.notFound_heading({}, { locale })}
      </p>
      <h1 className="text-3xl font-extrabold">{m.notFound_subheading({}, { locale })}</h1>
      <p className="text-slate-700 dark:text-slate-300">{m.notFound_text({}, { locale })}</p>
      <Link to={href('/', locale)} className={primaryLink}>
        {m.notFound_home({}, { locale })}
      </Link>
    </section>
  )
}
