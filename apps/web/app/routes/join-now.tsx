import { JoinNowPage } from '../features/join-now/JoinNowPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/join-now', m.joinNow_title, m.joinNow_description)

export default function JoinNow() {
  return <JoinNowPage />
}
