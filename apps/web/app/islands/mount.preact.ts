import { h, render, type ComponentType } from 'preact'
import { LocaleContext, type Locale } from '../i18n'
import { IslandIdPrefix } from './islandId'
import type { Mount } from './mount'

/**
 * mount.ts in the built islands script, where Preact stands in for React. render() over the
 * prerendered HTML reuses its elements and corrects any that differ (the browser's state: a
 * stored session, the URL's filter, the theme); hydrate() would not. Ids get the island's
 * prefix through IslandIdPrefix (see react.js).
 */
export const mount: Mount<ComponentType<Record<string, unknown>>> = (
  root,
  component,
  props,
  idPrefix,
  locale,
) => {
  // The React context, which preact/compat makes a Preact one in this build.
  const Provider = LocaleContext.Provider as unknown as ComponentType<{ value: Locale }>
  const island = h(Provider, { value: locale }, h(component, props))
  render(h(IslandIdPrefix.Provider, { value: idPrefix }, island), root)
}
