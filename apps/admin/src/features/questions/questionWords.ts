/** The FAQ's promise, "answers within a day": the queue marks questions waiting longer. */
export const ANSWER_HOURS = 24

const HOUR_MS = 60 * 60 * 1000

/** Waiting past the promised day since it was asked (an answered question waits no more). */
export function isPastAnswerDay(
  row: { createdAt: string; answeredAt: string | null },
  now: number = Date.now(),
): boolean {
  return row.answeredAt === null && now - Date.parse(row.createdAt) > ANSWER_HOURS * HOUR_MS
}

/**
 * The start of a question for a list: its text on one line, cut at `max` characters (at a word
 * when one ends near). Markdown's marks stay as typed: the list shows text, never markup.
 */
export function excerpt(body: string, max = 140): string {
  const line = body.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** '1 answer', '3 answers', 'No answers yet'. */
export function answerCount(count: number): string {
  if (count === 0) return 'No answers yet'
  return count === 1 ? '1 answer' : `${new Intl.NumberFormat('en').format(count)} answers`
}
