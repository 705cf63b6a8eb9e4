import { SuccessStoriesPage } from '../features/success-stories/SuccessStoriesPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/success-stories', m.stories_title, m.stories_description)

export default function SuccessStories() {
  return <SuccessStoriesPage />
}
