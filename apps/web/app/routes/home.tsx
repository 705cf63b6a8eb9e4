import { HomePage } from '../features/home/HomePage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({ title: messages.home.title, description: messages.home.description, path: '/' })
}

export default function Home() {
  return <HomePage />
}
