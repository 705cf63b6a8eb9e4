import { createElement, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { LocaleContext, type Locale } from '../i18n'

/**
 * Renders an island's component into its element, in React: `pnpm dev` runs the islands script
 * this way. The build uses mount.preact.ts instead (scripts/islands.ts aliases it). Each island
 * is a root of its own; its ids carry its prefix so two islands never hand out the same one.
 */
export function mount(
  root: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  idPrefix: string,
  locale: Locale,
) {
  const reactRoot = createRoot(root, { identifierPrefix: idPrefix })
  // At once, as Preact renders in the build: a tap made before is repeated on what it rendered.
  flushSync(() =>
    reactRoot.render(
      createElement(LocaleContext.Provider, { value: locale }, createElement(component, props)),
    ),
  )
}
