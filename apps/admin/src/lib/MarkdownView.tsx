import { Text, Typography } from '@mantine/core'
import { renderMarkdown } from '@repo/markdown'
import { useMemo } from 'react'

/**
 * A lesson body or a project brief (`what`) as learners will see it (the learner site renders
 * with the same function).
 */
export function MarkdownView({
  markdown,
  label,
  lang,
  what = 'body',
}: {
  markdown: string
  label: string
  lang?: string
  what?: 'body' | 'brief'
}) {
  // renderMarkdown escapes raw HTML and drops unsafe link protocols (docs/decisions/0017).
  const html = useMemo(() => renderMarkdown(markdown), [markdown])
  if (markdown.trim() === '')
    return (
      <Text c="dimmed" size="sm">
        No {label} {what} yet.
      </Text>
    )
  return (
    <Typography>
      <div lang={lang} aria-label={`${label} ${what}`} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  )
}
