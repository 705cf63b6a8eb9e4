import { lessonPlan } from '@repo/courses'
import {
  enrollLearner,
  lessonRows,
  lessonContentRow,
  learnerClient,
  markComplete,
} from '../backend'
import {
  device,
  expect,
  expectNoSidewaysScroll,
  logInAsAdmin,
  notification,
  openTab,
  test,
} from '../fixtures'

/** The seeded video-editing lessons stay as the migration made them: each run adds, then deletes. */
const courseId = 'video-editing'

test('lessons: add a live class in Bangladesh time, preview it, move it up, delete it', async ({
  page,
}, testInfo) => {
  const title = `E2E live ${device(testInfo)} ${Date.now().toString(36)}`
  const plan = lessonPlan[courseId]
  await logInAsAdmin(page)
  await openTab(page, 'Lessons')
  await page.getByLabel('Course').selectOption({ label: 'Video Editing' })
  const list = page.getByRole('list', { name: 'Lessons' })
  await expect(list.getByRole('listitem')).toHaveCount(plan.length)
  await expect(list.getByRole('listitem').first()).toContainText(plan[0]!.title)
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: 'Add lesson' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add lesson' })
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await dialog.getByLabel('Bangla title').fill('লাইভ প্রশ্নোত্তর')
  await dialog.getByLabel('Kind').selectOption({ label: 'Live class' })
  await dialog.getByLabel('Duration (minutes)').fill('45')
  await dialog.getByLabel('Starts at (Bangladesh time)').fill('2026-12-12T20:30')
  await dialog.getByLabel('Join link').fill('https://meet.google.com/abc-defg-hij')
  await dialog
    .getByRole('textbox', { name: 'Body (Markdown)', exact: true })
    .fill('## Bring one reel\n\n<script>window.hacked = 1</script>')
  await dialog.getByRole('button', { name: 'Add resource' }).click()
  await dialog.getByLabel('Resource 1 title').fill('CapCut')
  await dialog.getByLabel('Resource 1 link').fill('https://www.capcut.com/')
  await dialog.getByRole('button', { name: 'Save lesson' }).click()
  await expect(notification(page, `Lesson "${title}" saved.`)).toBeVisible()
  await expect(list.getByRole('listitem').last()).toContainText(title)
  await expect(list.getByRole('listitem').last()).toContainText('12 Dec 2026, 8:30 pm (Dhaka)')

  const stored = (await lessonRows(courseId)).find((l) => l.title === title)!
  expect(stored).toMatchObject({ kind: 'live', position: plan.length + 1, duration_minutes: 45 })
  expect(Date.parse(stored.starts_at!)).toBe(Date.parse('2026-12-12T14:30:00Z'))
  expect(await lessonContentRow(stored.id)).toMatchObject({
    join_url: 'https://meet.google.com/abc-defg-hij',
    resources: [{ title: 'CapCut', url: 'https://www.capcut.com/' }],
  })

  await page.getByRole('button', { name: `Preview "${title}"` }).click()
  const preview = page.getByRole('dialog')
  await expect(preview.getByRole('heading', { name: 'Bring one reel' })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'CapCut' })).toHaveAttribute(
    'href',
    'https://www.capcut.com/',
  )
  expect(await page.evaluate('window.hacked')).toBeUndefined()
  await page.keyboard.press('Escape')
  await expect(preview).toHaveCount(0)

  await page.getByRole('button', { name: `Move "${title}" up` }).click()
  await expect(notification(page, `Moved "${title}" up.`)).toBeVisible()
  await expect(list.getByRole('listitem').nth(plan.length - 1)).toContainText(title)
  const reordered = await lessonRows(courseId)
  expect(reordered.map((l) => l.title)).toEqual([
    ...plan.slice(0, -1).map((p) => p.title),
    title,
    plan.at(-1)!.title,
  ])

  await page.getByRole('button', { name: `Delete "${title}"` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete lesson' })
  await expect(confirm.getByText('Delete this lesson?')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(list.getByText(title)).toHaveCount(0)
  const after = await lessonRows(courseId)
  expect(after.map((l) => l.title)).toEqual(plan.map((p) => p.title))
  // the gap the deleted lesson left keeps the order; the live class is still last
  expect(after.at(-1)!.position).toBe(plan.length + 1)
  await page.getByRole('button', { name: `Move "${plan.at(-1)!.title}" up` }).click()
  await page.getByRole('button', { name: `Move "${plan.at(-1)!.title}" down` }).click()
  await expect(notification(page, `Moved "${plan.at(-1)!.title}" down.`)).toBeVisible()
  expect((await lessonRows(courseId)).map((l) => l.position)).toEqual(plan.map((_, i) => i + 1))
})

test("enrolled: each learner's progress out of the lessons that count", async ({ page }) => {
  const { userId } = await learnerClient()
  await enrollLearner(userId, courseId)
  const counted = (await lessonRows(courseId)).filter((l) => l.kind !== 'live')
  await markComplete(
    userId,
    counted.slice(0, 2).map((l) => l.id),
  )
  await logInAsAdmin(page)
  await page.goto(`/lessons?course=${courseId}&view=enrolled`)
  const table = page.getByRole('table', { name: 'Enrolled learners' })
  const row = table.getByRole('row').filter({ hasText: 'learner@example.com' })
  await expect(row).toContainText(`2 / ${counted.length} lessons`)
  await expect(row).toContainText('Not yet')
  await expectNoSidewaysScroll(page)
})
