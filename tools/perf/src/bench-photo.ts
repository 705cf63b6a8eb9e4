/**
 * `pnpm bench:photo`: how long a learner's phone takes to compress a project photo before the
 * hand-in sends it (issue 33), and what comes out. A 12-megapixel photo (4000x3000, JPEG 0.92 as
 * a camera app saves it) is made in the page, then compressed `--runs` times by the site's
 * library with exactly the site's options (apps/web/app/features/projects/photoOptions.ts), under
 * the site's script and worker policy, in Debian's Chromium with the CPU slowed 4x (a cheap
 * Android phone beside this machine), then unthrottled for reference. The first run of each is
 * cold, as a learner's first photo is. Not a test: numbers for a person to read.
 *
 *   pnpm bench:photo [--runs 3]
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { photoCompression } from '../../../apps/web/app/features/projects/photoOptions'
import { serialise, siteDirectives } from '../../../apps/web/scripts/hosting'
import { chromiumFlags, chromiumPath } from './chromium'
import { serveStatic } from './serve'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs must be a whole number from 1 to 20')
  process.exit(2)
}

/** A photo as the page describes it: the one it made, or a compressed one. */
interface Photo {
  size: number
  width: number
  height: number
  type: string
}
interface Compressed extends Photo {
  ms: number
  longestTaskMs: number
}
/** What bench-photo-page.js puts on the page's global object (each evaluate names it: it runs in the page). */
interface BenchPage {
  benchPhoto: {
    make(width: number, height: number): Promise<Photo>
    compress(options: typeof photoCompression): Promise<Compressed>
  }
}

// The library's browser bundle (it defines the global `imageCompression`), the site's version.
const library = createRequire(import.meta.url).resolve('browser-image-compression')
// Whether the library may start its worker, and what that worker may load, is the site's policy.
const site = siteDirectives({})
const policy = serialise({ 'script-src': site['script-src']!, 'worker-src': site['worker-src']! })
const script = readFileSync(new URL('./bench-photo-page.js', import.meta.url), 'utf8')
const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta http-equiv="Content-Security-Policy" content="${policy}"><title>bench:photo</title>
<script src="/browser-image-compression.js"></script><script>${script}</script></head></html>`

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

interface Row {
  cpu: string
  results: Compressed[]
  /** dedicated workers the page started during these runs */
  workers: number
}

async function main() {
  const { url, server } = await serveStatic(dirname(library), { pages: { '/': html } })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const said = new Set<string>()
  try {
    const page = await browser.newPage()
    let workers = 0
    page.on('worker', () => workers++)
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') said.add(m.text())
    })
    page.on('requestfailed', (r) => said.add(`${r.url()}: ${r.failure()?.errorText}`))
    await page.goto(url)
    const photo = await page.evaluate(
      ([w, h]) => (globalThis as unknown as BenchPage).benchPhoto.make(w, h),
      [4000, 3000] as const,
    )
    const cdp = await page.context().newCDPSession(page)
    const rows: Row[] = []
    for (const rate of [4, 1]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      workers = 0
      const results: Compressed[] = []
      for (let i = 0; i < runs; i++)
        results.push(
          await page.evaluate(
            (options) => (globalThis as unknown as BenchPage).benchPhoto.compress(options),
            photoCompression,
          ),
        )
      rows.push({ cpu: rate === 1 ? 'unthrottled' : `${rate}x slower`, results, workers })
    }

    console.log('')
    console.log(
      `Photo: ${photo.width}x${photo.height} ${photo.type}, ${mb(photo.size)}; ` +
        `options: \`${JSON.stringify(photoCompression)}\`; ${runs} run(s) each, the first cold.`,
    )
    console.log('')
    console.log(
      '| CPU | median | each run | longest main-thread task (median) | output | dimensions | type | workers started |',
    )
    console.log('| --- | --: | --: | --: | --: | --: | --- | --: |')
    for (const { cpu, results, workers } of rows) {
      const last = results.at(-1)!
      console.log(
        `| ${cpu} | ${s(median(results.map((r) => r.ms)))} | ${results.map((r) => s(r.ms)).join(', ')} | ` +
          `${s(median(results.map((r) => r.longestTaskMs)))} | ${mb(last.size)} | ` +
          `${last.width}x${last.height} | ${last.type} | ${workers} |`,
      )
    }
    if (said.size) {
      console.log('')
      console.log('The page said (each once):')
      for (const line of said) console.log(`- ${line}`)
    }
  } finally {
    await browser.close()
    server.close()
  }
}

await main()
