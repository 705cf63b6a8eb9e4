import { JoinNowPage } from '../features/join-now/JoinNowPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({
    title: messages.joinNow.title,
    description: messages.joinNow.description,
    path: '/join-now',
  })
}

export default function JoinNow() {
  return <JoinNowPage />
}
