import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { pages, type Page } from './pages'

// Derived from the list of pages (app/pages.ts): each page, then the Bangla twins as children
// of the /bn layout, which loads the Bangla catalogue (docs/decisions/0012-bangla.md). A twin
// shares its English page's module under its own route id (`bn/home`).
const entry = (page: Page, id?: string) => {
  const options = id ? { id } : {}
  return page.path === '/'
    ? index(page.module, options)
    : route(page.path.replace(/^\//, ''), page.module, options)
}
const banglaId = (page: Page) => `bn/${page.module.replace(/^routes\//, '').replace(/\.tsx$/, '')}`

export default [
  // The English pages and their not-found splat (last in the list); /bn has its own splat.
  ...pages.map((page) => entry(page)),
  route(
    'bn',
    'routes/bn.tsx',
    pages.filter((page) => page.bangla).map((page) => entry(page, banglaId(page))),
  ),
] satisfies RouteConfig
