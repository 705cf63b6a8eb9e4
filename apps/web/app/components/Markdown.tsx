import { useEffect, useState } from 'react'

/**
 * A learner-facing text written in Markdown (a project's brief, a mentor's feedback, a question or
 * an answer), rendered safe by @repo/markdown (raw HTML escaped, so a `<script>` is text;
 * `javascript:` links lose their address: docs/decisions/0017). The renderer (~17 KB) loads after
 * the page; until it has (or if it cannot), the text shows as written.
 */
export function Markdown({
  text,
  testId,
  className = '',
}: {
  text: string
  testId?: string
  /** Classes added to `lesson-body` (e.g. `break-words` where long words must wrap). */
  className?: string
}) {
  const [rendered, setRendered] = useState<{ text: string; html: string } | null>(null)
  useEffect(() => {
    let cancelled = false
    import('@repo/markdown').then(
      ({ renderMarkdown }) => !cancelled && setRendered({ text, html: renderMarkdown(text) }),
      (error: unknown) => console.warn('The Markdown renderer did not load:', error),
    )
    return () => {
      cancelled = true
    }
  }, [text])
  const classes = className ? ` ${className}` : ''
  if (rendered?.text !== text)
    return (
      <div className={`lesson-body whitespace-pre-line${classes}`} data-testid={testId}>
        {text}
      </div>
    )
  return (
    <div
      className={`lesson-body${classes}`}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  )
}
