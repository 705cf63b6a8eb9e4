import { NotFoundPage } from '../features/not-found/NotFoundPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({
    title: messages.notFound.title,
    description: messages.notFound.description,
    path: '/404',
    noindex: true,
  })
}

export default function NotFound() {
  return <NotFoundPage />
}
