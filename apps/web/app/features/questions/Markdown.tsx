import { useEffect, useState } from 'react'

/**
 * A question's or an answer's text: Markdown rendered safe by @repo/markdown (raw HTML escaped,
 * so a `<script>` is text; `javascript:` links lose their address: docs/decisions/0017). The
 * renderer loads with the questions; until it has (or if it cannot), the text shows as written.
 */
export function Markdown({ text, className = '' }: { text: string; className?: string }) {
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
  if (rendered?.text !== text)
    return <div className={`lesson-body whitespace-pre-line break-words ${className}`}>{text}</div>
  return (
    <div
      className={`lesson-body break-words ${className}`}
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  )
}
