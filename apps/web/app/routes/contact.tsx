import { ContactPage } from '../features/contact/ContactPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/contact'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.contact_title({}, { locale }),
    description: m.contact_description({}, { locale }),
    locale,
    path: '/contact',
  })
}

export default function Contact() {
  return <ContactPage />
}
