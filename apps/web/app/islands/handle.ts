/**
 * The `handle` of a route whose page is prerendered and does not hydrate: root.tsx leaves out
 * React Router's client (`<Scripts/>`, `<ScrollRestoration/>`) and loads the islands script
 * instead. Such a page must be listed with `prerender` in app/pages.ts (a test checks both).
 * See docs/decisions/0026-pages-and-islands.md.
 */
export const islandsPage = { islands: true } as const

/** Whether a route's handle is `islandsPage`. */
export function rendersIslands(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'islands' in handle && handle.islands === true
  )
}
