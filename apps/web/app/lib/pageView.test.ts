import { describe, expect, it, vi } from 'vitest'
import { prerenderPaths } from '../pages'
import { pageIds, pageViewData } from './pageView'
import pageViewScript from './pageView.head.ts?head'

const url = 'https://project.supabase.co/functions/v1/page-view'

/**
 * Runs the inline script, as the build compiles it, with the data attributes root.tsx gives it,
 * against a stand-in browser; answers its beacons and a way to fire the page's `load`.
 */
function run(
  pathname: string,
  browser: { globalPrivacyControl?: boolean; doNotTrack?: string | null } = {},
) {
  const data = pageViewData(pathname, 'https://project.supabase.co/')
  const dataset = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name.slice('data-'.length), value]),
  )
  const sendBeacon = vi.fn((_url: string, _body: string) => true)
  const window = new EventTarget()
  new Function('document', 'navigator', 'addEventListener', pageViewScript)(
    { currentScript: { dataset } },
    { doNotTrack: null, ...browser, sendBeacon },
    window.addEventListener.bind(window),
  )
  return { sendBeacon, load: () => window.dispatchEvent(new Event('load')) }
}

describe('the page-view beacon', () => {
  it('sends one beacon after load: the page id and language, as text, nothing else', () => {
    const { sendBeacon, load } = run('/bn/courses/web-development')
    expect(sendBeacon).not.toHaveBeenCalled()
    load()
    load()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [to, body] = sendBeacon.mock.calls[0]!
    expect(to).toBe(url)
    // a string: sent as text/plain, a CORS-safelisted type, so no preflight
    expect(typeof body).toBe('string')
    expect(JSON.parse(body)).toEqual({ page: '/courses/web-development', locale: 'bn' })
  })

  it('counts a Bangla twin under its English id, the home page as /, with no trailing slash', () => {
    for (const [path, page, locale] of [
      ['/', '/', 'en'],
      ['/bn', '/', 'bn'],
      ['/bn/', '/', 'bn'],
      ['/courses/web-development/', '/courses/web-development', 'en'],
      ['/learn/web-development/lesson', '/learn/web-development/lesson', 'en'],
    ]) {
      const { sendBeacon, load } = run(path!)
      load()
      expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({ page, locale })
    }
  })

  it('sends nothing from a browser with Global Privacy Control or Do Not Track', () => {
    for (const browser of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const { sendBeacon, load } = run('/courses/web-development', browser)
      load()
      expect(sendBeacon, JSON.stringify(browser)).not.toHaveBeenCalled()
    }
    // Do Not Track switched off is no request not to be tracked
    const { sendBeacon, load } = run('/courses/web-development', { doNotTrack: '0' })
    load()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
  })

  it('is under 1 KB as the build writes it into every page', () => {
    const bytes = new TextEncoder().encode(pageViewScript).length
    expect(bytes).toBeLessThan(1024)
  })
})

describe('the page ids', () => {
  it('are the prerendered English paths, each once', () => {
    const ids = pageIds()
    expect(ids).toEqual(
      expect.arrayContaining(['/', '/courses/web-development', '/courses/skill-pack', '/404']),
    )
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => id.startsWith('/') && id.length <= 100)).toBe(true)
  })

  it('cover every prerendered page in both languages, rendered with a trailing slash or not', () => {
    const ids = new Set(pageIds())
    const unknown = prerenderPaths()
      .flatMap((path) => [path, `${path}/`])
      .filter((path) => !ids.has(pageViewData(path, '')['data-page']))
    expect(unknown).toEqual([])
  })

  // The page-view function accepts these ids only. Regenerate after changing app/pages.ts:
  // `pnpm exec vitest run -u app/lib/pageView.test.ts` (in apps/web).
  it('are the ones the page-view function accepts (supabase/functions/page-view/pages.json)', async () => {
    const file = {
      $comment:
        'Generated from apps/web/app/pages.ts by apps/web/app/lib/pageView.test.ts (vitest -u): the page ids the function accepts.',
      pages: pageIds(),
    }
    await expect(`${JSON.stringify(file, null, 2)}\n`).toMatchFileSnapshot(
      '../../../../supabase/functions/page-view/pages.json',
    )
  })
})
