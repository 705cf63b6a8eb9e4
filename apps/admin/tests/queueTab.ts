/** The queue tabs' tests (the questions, the hand-ins) and their items' pages: their first screen. */
import { screen, type Matcher } from '@testing-library/react'

/** A queue tab's filter (a Mantine Select: its input). */
export const filterSelect = (label: string) => screen.getByLabelText(label, { selector: 'input' })
/** A queue tab's first screen: the route's code arrives first (slow on a busy machine). */
export const firstScreen = { timeout: 5000 }
/** A text of a queue tab's first screen, once it shows. */
export const findFirstText = (text: Matcher) => screen.findByText(text, {}, firstScreen)
/** A card (an article) of a queue tab's first screen, named `name`, once it shows. */
export const findFirstCard = (name?: string) =>
  screen.findByRole('article', name ? { name } : {}, firstScreen)

/** A queue's one page of `rows`, and its count: what the queue tab reads first. */
export const onePage =
  <T>(rows: T[]) =>
  async () => ({ rows, next: null, total: null })
export const counted = (count: number) => async () => ({ count, estimated: false })
