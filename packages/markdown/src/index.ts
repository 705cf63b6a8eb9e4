/**
 * Lesson bodies are Markdown written by admins; this is the one place that turns them into HTML,
 * for the learner site's lesson page and the console's preview alike (docs/decisions/0017).
 * micromark follows CommonMark, plus GFM tables. Its defaults are what make the result safe to
 * put into a page: raw HTML in the text is escaped, never passed through, and a link or image
 * whose address has another protocol than http(s) (mailto and a few others for links) loses it,
 * so `javascript:` cannot reach a learner. No DOM is needed: it runs in prerendering too.
 */
import { micromark } from 'micromark'
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table'

export function renderMarkdown(markdown: string): string {
  return micromark(markdown, { extensions: [gfmTable()], htmlExtensions: [gfmTableHtml()] })
}
