import { AboutPage } from '../features/about/AboutPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({
    title: messages.about.title,
    description: messages.about.description,
    path: '/about',
  })
}

export default function About() {
  return <AboutPage />
}
