import { useEffect, useState } from 'react'

/**
 * A brief or a mentor's feedback, Markdown rendered safe by @repo/markdown (raw HTML escaped,
 * `javascript:` links dropped: docs/decisions/0017). The renderer (~17 KB) loads after the page;
 * until it has (or if it cannot), the text shows as written.
 */
export function Markdown({ text, testId }: { text: string; testId?: string }) {
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
    return (
      <div className="lesson-body whitespace-pre-line" data-testid={testId}>
        {text}
      </div>
    )
  return (
    <div
      className="lesson-body"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  )
}
