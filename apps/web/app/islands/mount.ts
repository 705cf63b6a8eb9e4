import { createElement, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { LocaleContext, type Locale } from '../i18n'

/**
 * What both mount modules export: the build swaps one for the other, so they take the same
 * (an island's component being React's or, in the build, Preact's).
 */
export type Mount<Component = ComponentType<Record<string, unknown>>> = (
  root: HTMLElement,
  component: Component,
  props: Record<string, unknown>,
  idPrefix: string,
  locale: Locale,
) => void

/**
 * Renders an island's component into its element, in React: `pnpm dev` runs the islands script
 * this way. The build uses mount.preact.ts instead (scripts/islands.ts aliases it). Each island
 * is a root of its own; its ids carry its prefix so two islands never hand out the same one.
 */
export const mount: Mount = (root, component, props, idPrefix, locale) => {
  const reactRoot = createRoot(root, { identifierPrefix: idPrefix })
  // At once, as Preact renders in the build: a tap made before is repeated on what it rendered.
  flushSync(() =>
    reactRoot.render(
      createElement(LocaleContext.Provider, { value: locale }, createElement(component, props)),
    ),
  )
}
