/** The Lessons tab's mentors of a course: the list, add by email, remove. */
import { ApiError } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { openDialog } from '../../../tests/lessonsTabActions'
import { mentor, otherCourse, projectsConsole } from '../../../tests/projects'

const mentorsConsole = () => projectsConsole([], 'mentors')
const emailField = () => screen.getByRole('textbox', { name: "Email of the mentor's account" })

describe('Lessons tab: mentors', { timeout: 20_000 }, () => {
  it('lists the course’s mentors only, with email and name', async () => {
    await mentorsConsole()
    const table = await screen.findByRole('table', { name: 'Mentors' })
    const row = within(table).getByText(mentor.email).closest('tr')!
    expect(within(row).getByText('Mitu Mentor')).toBeVisible()
    expect(within(table).queryByText(otherCourse.email)).toBeNull()
  })

  it('says when the course has no mentor', async () => {
    const { user } = await mentorsConsole()
    await screen.findByRole('table', { name: 'Mentors' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Video Editing')
    expect(
      await screen.findByText('This course has no mentor yet: its hand-ins wait for an admin.'),
    ).toBeVisible()
  })

  it('adds a mentor by email and reads the list again', async () => {
    const { api, user } = await mentorsConsole()
    await screen.findByRole('table', { name: 'Mentors' })
    api.listCourseMentors.mockResolvedValue([
      mentor,
      otherCourse,
      { ...otherCourse, courseId: 'creative-design', fullName: 'Web Mentor' },
    ])
    await user.type(emailField(), ' Web.Mentor@Example.com ')
    await user.click(screen.getByRole('button', { name: 'Add mentor' }))
    expect(
      await screen.findByText("web.mentor@example.com now reviews this course's hand-ins."),
    ).toBeVisible()
    expect(api.addMentor).toHaveBeenCalledWith('creative-design', 'web.mentor@example.com')
    const table = screen.getByRole('table', { name: 'Mentors' })
    expect(within(table).getByText('Web Mentor')).toBeVisible()
    expect(emailField()).toHaveValue('')
  })

  it('refuses a malformed email before asking, and words an unknown one, keeping it', async () => {
    const { api, user } = await mentorsConsole()
    await screen.findByRole('table', { name: 'Mentors' })
    await user.type(emailField(), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Add mentor' }))
    expectRefusedField(emailField(), 'Enter a valid email address, like name@example.com.')
    expect(api.addMentor).not.toHaveBeenCalled()

    api.addMentor.mockRejectedValueOnce(
      new ApiError({
        kind: 'not_found',
        operation: 'mentor.add',
        code: 'P0002',
        hint: 'no_such_account',
      }),
    )
    await user.clear(emailField())
    await user.type(emailField(), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Add mentor' }))
    expect(
      await findAlert('No account has this email. The mentor signs up on the site first.'),
    ).toBeVisible()
    expect(emailField()).toHaveValue('nobody@example.com')
  })

  it('removes a mentor after asking', async () => {
    const {
      api,
      user,
      dialog: confirm,
    } = await openDialog(await mentorsConsole(), `Remove mentor ${mentor.email}`, 'Remove mentor')
    expect(confirm).toHaveTextContent('Remove this mentor?')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(
      await screen.findByText('mentor@example.com no longer reviews this course.'),
    ).toBeVisible()
    expect(api.removeMentor).toHaveBeenCalledWith('creative-design', mentor.userId)
    await waitFor(() =>
      expect(
        screen.getByText('This course has no mentor yet: its hand-ins wait for an admin.'),
      ).toBeVisible(),
    )
  })
})
