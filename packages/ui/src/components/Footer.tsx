import { PlainLink, type LinkComponent } from '../lib/link'
import type { NavItem } from './Header'

export interface FooterSection {
  title: string
  links: NavItem[]
}

export interface FooterContact {
  title: string
  email: string
  phones: string[]
  location: string
  emailLabel: string
  phoneLabel: string
  locationLabel: string
}

export interface FooterProps {
  brand: string
  tagline?: string
  sections: FooterSection[]
  contact: FooterContact
  copyright: string
  LinkComponent?: LinkComponent
}

export function Footer({
  brand,
  tagline,
  sections,
  contact,
  copyright,
  LinkComponent = PlainLink,
}: FooterProps) {
  const link =
    'inline-flex min-h-11 items-center text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white'
  return (
    <footer className="mt-16 bg-slate-900 pb-24 text-slate-100 dark:bg-black">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">{brand}</p>
          {tagline ? <p className="mt-2 text-slate-300">{tagline}</p> : null}
        </div>
        {sections.map((s) => (
          <nav key={s.title} aria-label={s.title}>
            <h2 className="font-bold">{s.title}</h2>
            <ul className="mt-2">
              {s.links.map((l) => (
                <li key={l.href}>
                  <LinkComponent href={l.href} className={link}>
                    {l.label}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-bold">{contact.title}</h2>
          <address className="mt-2 flex flex-col not-italic">
            <span className="sr-only">{contact.emailLabel}: </span>
            <a href={`mailto:${contact.email}`} className={link}>
              {contact.email}
            </a>
            {contact.phones.map((p) => (
              <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`} className={link}>
                <span className="sr-only">{contact.phoneLabel}: </span>
                {p}
              </a>
            ))}
            <span className="inline-flex min-h-11 items-center text-slate-300">
              <span className="sr-only">{contact.locationLabel}: </span>
              {contact.location}
            </span>
          </address>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 pt-6 text-center text-sm text-slate-400">
        {copyright}
      </p>
    </footer>
  )
}
