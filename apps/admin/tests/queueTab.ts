/** The queue tabs' tests (the questions, the hand-ins) and their items' pages: their first screen. */
import { screen, type Matcher } from '@testing-library/react'
import { expect, it } from 'vitest'
import { fakeApi, renderConsole } from './render'
import { mentorApi } from './reviews'

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

/** One queue tab, as the tests every queue tab passes (queueTabTests) need it. */
export interface QueueTab {
  path: string
  /** The api's call for one page of its queue. */
  pageCall: 'questionQueuePage' | 'reviewQueuePage'
  /** The filter it asks the server for by default: what waits. */
  waiting: Record<string, unknown>
  /** What it says when nothing waits. */
  nothingWaits: string
  /** A state other than the default, as the address names it and as the server is asked for it. */
  other: { param: string; filter: Record<string, unknown>; none: string }
}

/** The tests every queue tab passes, in its test file's describe. */
export function queueTabTests(tab: QueueTab) {
  it('says when nothing waits', async () => {
    renderConsole(mentorApi(), tab.path)
    expect(await findFirstText(tab.nothingWaits)).toBeVisible()
  })

  it('reads the filters from the address, and a course the mentor does not serve as all of theirs', async () => {
    const api = mentorApi()
    renderConsole(api, `${tab.path}?course=video-editing&state=${tab.other.param}`)
    await findFirstText(tab.other.none)
    expect(api[tab.pageCall]).toHaveBeenCalledWith(tab.other.filter, { limit: 50 })
    expect(filterSelect('Course')).toHaveValue('All my courses')
  })

  it('offers an admin every course, and lists a course the admin picks', async () => {
    const api = fakeApi()
    const { user } = renderConsole(api, `${tab.path}?course=video-editing`)
    await findFirstText(tab.nothingWaits)
    expect(api[tab.pageCall]).toHaveBeenCalledWith(
      { course: 'video-editing', ...tab.waiting },
      { limit: 50 },
    )
    await user.click(filterSelect('Course'))
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All courses',
      'Creative Design',
      'Web Development with AI',
      'Video Editing',
    ])
  })
}
