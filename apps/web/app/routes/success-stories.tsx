import { SuccessStoriesPage } from '../features/success-stories/SuccessStoriesPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

export function meta() {
  return pageMeta({
    title: messages.stories.title,
    description: messages.stories.description,
    path: '/success-stories',
  })
}

export default function SuccessStories() {
  return <SuccessStoriesPage />
}
