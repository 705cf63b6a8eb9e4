import { site } from '../config/site'
import { messages } from '../i18n'

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
  /** The canonical path, e.g. '/courses/video-editing'. */
  path: string
  /** An image path under the site (1200x630 JPEG); defaults to the site's card. */
  image?: string
  imageAlt?: string
  type?: 'website' | 'article'
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean
}

export const defaultOgImage = '/og/site.jpg'

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href
}

/** Title, description, canonical link and Open Graph/Twitter tags, for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  image = defaultOgImage,
  imageAlt,
  type = 'website',
  noindex,
}: PageSeo) {
  const fullTitle = `${title}${messages.meta.titleSuffix}`
  const url = absoluteUrl(path)
  const img = absoluteUrl(image)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: img },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt ?? title },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: img },
  ]
}
