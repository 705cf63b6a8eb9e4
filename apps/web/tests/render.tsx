import { render as renderDom, type RenderOptions } from '@testing-library/react'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import { LocaleContext, type Locale } from '../app/i18n'

/**
 * Testing Library's render inside the page language's provider (English unless told), as the
 * root layout and the islands script provide it; `wrapper` (a router) goes around it.
 */
export function render(
  ui: ReactElement,
  { locale = 'en', wrapper: Outer, ...options }: RenderOptions & { locale?: Locale } = {},
) {
  const Around = (Outer ?? (({ children }) => children)) as ComponentType<{ children: ReactNode }>
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Around>
      <LocaleContext value={locale}>{children}</LocaleContext>
    </Around>
  )
  return renderDom(ui, { ...options, wrapper })
}
