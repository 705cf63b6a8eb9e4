import type { ComponentType } from 'react'
import type { IslandName, islands } from './registry'

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>
type IslandProps<N extends IslandName> =
  IslandComponent<N> extends ComponentType<infer P> ? P : never

/**
 * A part of a prerendered page that needs JavaScript. React renders it like any component (at
 * build time and in the SPA); on a prerendered page the islands script (client.ts) renders the
 * same component over it, with the same props, and nothing else of the page ships JavaScript.
 * Props travel as JSON, so they must be plain data. See docs/decisions/0026-pages-and-islands.md.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
}: {
  name: N
  component: IslandComponent<N>
  props?: IslandProps<N>
}) {
  const Component = component as ComponentType<Record<string, unknown>>
  return (
    <div
      data-island={name}
      data-props={props ? JSON.stringify(props) : undefined}
      className="contents"
    >
      <Component {...(props as Record<string, unknown> | undefined)} />
    </div>
  )
}
