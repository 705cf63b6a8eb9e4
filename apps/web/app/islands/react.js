// What the islands script uses in place of `react` (scripts/islands.ts aliases the module
// here): Preact's compat layer, except that ids are unique on the page. Preact numbers
// `useId` per render root, and every island is a root of its own, so two islands would both
// hand out 'P0-0' (a label could then name another island's input). Each island's ids get
// the island's own prefix. Plain JavaScript: preact/compat's types cannot be re-exported.
import { useContext, useId as rootUniqueId } from 'preact/compat'
import { IslandIdPrefix } from './islandId'

export * from 'preact/compat'
export { default } from 'preact/compat'

/** React's useId, unique across the islands of a page. */
export function useId() {
  return `${useContext(IslandIdPrefix)}${rootUniqueId()}`
}
