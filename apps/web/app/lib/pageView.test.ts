import { describe, expect, it, vi } from 'vitest'
import { prerenderPaths } from '../pages'
import { pageIds, pageViewData } from './pageView'
import pageViewScript from './pageView.head.ts?head'

const url = 'https://project.supabase.co/functions/v1/page-view'

/**
 * Runs the inline script, as the build compiles it, with the data attributes root.tsx gives it,
 * against a stand-in browser (one without paint timing when `paintTiming` is false). Answers its
 * beacons and the page's moments, each followed by the tasks it queued: `load`, a paint the
 * browser reports (to its observers, and to later ones that ask for the buffered entries), a
 * frame drawn, and 3 s passing.
 */
function run(
  pathname: string,
  browser: { globalPrivacyControl?: boolean; doNotTrack?: string | null } = {},
  { paintTiming = true } = {},
) {
  const data = pageViewData(pathname, 'https://project.supabase.co/')
  const dataset = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name.slice('data-'.length), value]),
  )
  const sendBeacon = vi.fn((_url: string, _body: string) => true)
  const window = new EventTarget()
  const painted: string[] = []
  const observers = new Set<PaintObserver>()
  const frames: (() => void)[] = []
  const timers: { task: () => void; delay: number }[] = []
  type Entries = { getEntriesByName: (name: string) => unknown[] }
  class PaintObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation']
    constructor(private readonly callback: (list: Entries, o: PaintObserver) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      expect(type).toBe('paint')
      observers.add(this)
      if (buffered && painted.length) this.report(painted)
    }
    disconnect() {
      observers.delete(this)
    }
    report(names: string[]) {
      this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this)
    }
  }
  new Function(
    'document',
    'navigator',
    'addEventListener',
    'window',
    'requestAnimationFrame',
    'setTimeout',
    pageViewScript,
  )(
    { currentScript: { dataset } },
    { doNotTrack: null, ...browser, sendBeacon },
    window.addEventListener.bind(window),
    { PerformanceObserver: PaintObserver },
    (frame: () => void) => frames.push(frame),
    (task: () => void, delay = 0) => timers.push({ task, delay }),
  )
  /** Runs the tasks due within `ms`, those they queue included. */
  const tasksDue = (ms: number) => {
    for (let i; (i = timers.findIndex((t) => t.delay <= ms)) !== -1;) timers.splice(i, 1)[0]!.task()
  }
  const load = () => {
    window.dispatchEvent(new Event('load'))
    tasksDue(0)
  }
  const paint = (name: 'first-paint' | 'first-contentful-paint') => {
    painted.push(name)
    for (const observer of observers) observer.report([name])
    tasksDue(0)
  }
  const frame = () => {
    frames.splice(0).forEach((draw) => draw())
    tasksDue(0)
  }
  /** The page's `load`, then its first contentful paint. */
  const loadAndPaint = () => {
    load()
    paint('first-contentful-paint')
  }
  return { sendBeacon, load, paint, frame, after3s: () => tasksDue(3000), loadAndPaint }
}

describe('the page-view beacon', () => {
  it('sends one beacon once the page has loaded and shown its content: the page id and language, as text, nothing else', () => {
    const { sendBeacon, load, paint, after3s } = run('/bn/courses/web-development')
    load()
    paint('first-paint')
    // not before the content is drawn: the beacon would open a connection while the page paints
    expect(sendBeacon).not.toHaveBeenCalled()
    paint('first-contentful-paint')
    load()
    after3s()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [to, body] = sendBeacon.mock.calls[0]!
    expect(to).toBe(url)
    // a string: sent as text/plain, a CORS-safelisted type, so no preflight
    expect(typeof body).toBe('string')
    expect(JSON.parse(body)).toEqual({ page: '/courses/web-development', locale: 'bn' })
  })

  it('sends at load when the content was drawn before it', () => {
    const { sendBeacon, load, paint } = run('/courses/web-development')
    paint('first-contentful-paint')
    expect(sendBeacon).not.toHaveBeenCalled()
    load()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
  })

  it('sends after the next frame in a browser without paint timing, and after 3 s on a page never drawn', () => {
    const older = run('/courses/web-development', {}, { paintTiming: false })
    older.load()
    expect(older.sendBeacon).not.toHaveBeenCalled()
    older.frame()
    expect(older.sendBeacon).toHaveBeenCalledTimes(1)

    const background = run('/courses/web-development')
    background.load()
    background.frame()
    expect(background.sendBeacon).not.toHaveBeenCalled()
    background.after3s()
    expect(background.sendBeacon).toHaveBeenCalledTimes(1)
  })

  it('counts a Bangla twin under its English id, the home page as /, with no trailing slash', () => {
    for (const [path, page, locale] of [
      ['/', '/', 'en'],
      ['/bn', '/', 'bn'],
      ['/bn/', '/', 'bn'],
      ['/courses/web-development/', '/courses/web-development', 'en'],
      ['/learn/web-development/lesson', '/learn/web-development/lesson', 'en'],
    ]) {
      const { sendBeacon, loadAndPaint } = run(path!)
      loadAndPaint()
      expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({ page, locale })
    }
  })

  it('sends nothing from a browser with Global Privacy Control or Do Not Track', () => {
    for (const browser of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const { sendBeacon, loadAndPaint } = run('/courses/web-development', browser)
      loadAndPaint()
      expect(sendBeacon, JSON.stringify(browser)).not.toHaveBeenCalled()
    }
    // Do Not Track switched off is no request not to be tracked
    const { sendBeacon, loadAndPaint } = run('/courses/web-development', { doNotTrack: '0' })
    loadAndPaint()
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
