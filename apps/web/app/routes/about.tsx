import { AboutPage } from '../features/about/AboutPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

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
