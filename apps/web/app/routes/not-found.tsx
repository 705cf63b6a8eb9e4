import { NotFoundPage } from '../features/not-found/NotFoundPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

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
