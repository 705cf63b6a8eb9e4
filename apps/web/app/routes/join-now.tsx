import { JoinNowPage } from '../features/join-now/JoinNowPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

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
