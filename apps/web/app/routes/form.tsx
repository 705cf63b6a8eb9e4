import { WorkshopPage } from '../features/workshop/WorkshopPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({
    title: messages.workshop.title,
    description: messages.workshop.description,
    path: '/form',
  })
}

export default function WorkshopRoute() {
  return <WorkshopPage />
}
