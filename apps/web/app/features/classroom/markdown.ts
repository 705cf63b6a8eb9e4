import { micromark } from 'micromark'

/**
 * A lesson's Markdown as HTML. micromark (CommonMark) escapes any HTML written in the text and
 * drops dangerous link protocols (javascript:, data:) unless told otherwise, and it is not
 * told otherwise here, so the result is safe to insert even though admins write the text.
 * Links leave the site in a new tab. See docs/decisions/0018-lesson-markdown.md.
 */
export function renderMarkdown(source: string): string {
  const html = micromark(source, { allowDangerousHtml: false, allowDangerousProtocol: false })
  return html.replace(
    /<a href="(https?:[^"]*)"/g,
    '<a href="$1" target="_blank" rel="noopener noreferrer"',
  )
}
