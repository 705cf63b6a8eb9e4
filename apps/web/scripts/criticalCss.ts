// The critical CSS of each prerendered page (docs/decisions/0047-critical-css-per-page.md).
// root.tsx inlines the whole stylesheet in every page (so `pnpm dev` and the SPA fallback are
// styled with no request); after the build, each page of islands keeps inline only the rules its
// own HTML uses, pruned by Beasties (the maintained successor of Google's Critters). The islands
// loader brings the whole stylesheet after the first paint, for what islands render later.
import Beasties from 'beasties'
import { readFileSync, writeFileSync } from 'node:fs'
import { htmlFiles } from './builtPages.ts'

/** The mark of a page of islands (root.tsx): only those get the rest of the sheet later. */
const islandsLoader = 'data-islands-loader'

export interface PrunedCss {
  pages: number
  /** Bytes of inline CSS in those pages, summed, before and after pruning. */
  bytesBefore: number
  bytesAfter: number
}

function inlineCssBytes(html: string): number {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, [, css]) => sum + (css?.length ?? 0),
    0,
  )
}

/** root.tsx writes the page's CSS into one <style> element. */
const styleElement = /<style>([\s\S]*?)<\/style>/g

function onlyStyle(html: string, what: string): string {
  const found = [...html.matchAll(styleElement)]
  if (found.length !== 1)
    throw new Error(`criticalCss: ${what} has ${found.length} <style> elements, not 1`)
  return found[0]![1]!
}

/**
 * Prunes one page's inline CSS to the rules its HTML uses. Beasties decides what stays; only the
 * content of the page's <style> changes, every other byte of the page is as React Router wrote it
 * (Beasties re-serialises the whole document otherwise).
 */
export function createPruner(): (html: string) => Promise<string> {
  const beasties = new Beasties({
    // Only the page's own <style>: the loader adds the whole sheet, not Beasties.
    external: false,
    reduceInlineStyles: true,
    // The Bangla @font-face stays where a kept rule names its family; it is never preloaded
    // (decision 0027: the phone's own Bengali font comes first).
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  })
  return async (html) => {
    onlyStyle(html, 'the page')
    const pruned = onlyStyle(await beasties.process(html), "Beasties' page")
    return html.replace(styleElement, () => `<style>${pruned}</style>`)
  }
}

/** Prunes the inline CSS of every page of islands under `clientDir`, in place. */
export async function pruneInlineCss(clientDir: string): Promise<PrunedCss> {
  const prune = createPruner()
  const result: PrunedCss = { pages: 0, bytesBefore: 0, bytesAfter: 0 }
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    if (!html.includes(islandsLoader)) continue
    const pruned = await prune(html)
    writeFileSync(file, pruned)
    result.pages += 1
    result.bytesBefore += inlineCssBytes(html)
    result.bytesAfter += inlineCssBytes(pruned)
  }
  return result
}
