import { SuccessStoriesPage } from '../features/success-stories/SuccessStoriesPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

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
