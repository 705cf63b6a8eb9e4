import { site } from '../config/site'
import { localeOfPath, localizePath, m, mirroredPaths, type Locale } from '../i18n'

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
  /** The canonical path in English, e.g. '/courses/video-editing'; Bangla pages add /bn. */
  path: string
  /** The page's language (from its route). */
  locale: Locale
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
  locale,
  image = defaultOgImage,
  imageAlt,
  type = 'website',
  noindex,
}: PageSeo) {
  const fullTitle = `${title}${m.meta_titleSuffix({}, { locale })}`
  const url = absoluteUrl(localizePath(path, locale))
  // Both languages name each other (and English as the default) on every page that has both.
  const alternates =
    noindex || !mirroredPaths.test(path)
      ? []
      : [
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'en',
            href: absoluteUrl(localizePath(path, 'en')),
          },
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'bn',
            href: absoluteUrl(localizePath(path, 'bn')),
          },
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: absoluteUrl(localizePath(path, 'en')),
          },
        ]
  const img = absoluteUrl(image)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
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
    { property: 'og:locale', content: locale === 'bn' ? 'bn_BD' : 'en_US' },
    ...(alternates.length
      ? [{ property: 'og:locale:alternate', content: locale === 'bn' ? 'en_US' : 'bn_BD' }]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: img },
  ]
}

/** A text of the catalogue that takes no inputs (`m.about_title`). */
type FixedText = (inputs: Record<string, never>, options: { locale: Locale }) => string

/**
 * The `meta` export of a page whose title and description are fixed texts, in the URL's language;
 * `noindex` for the account pages, which search engines have no use for.
 */
export function fixedPageMeta(
  path: string,
  title: FixedText,
  description: FixedText,
  { noindex = false }: { noindex?: boolean } = {},
) {
  return ({ location }: { location: { pathname: string } }) => {
    const locale = localeOfPath(location.pathname)
    return pageMeta({
      title: title({}, { locale }),
      description: description({}, { locale }),
      locale,
      path,
      noindex,
    })
  }
}
