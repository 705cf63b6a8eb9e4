/** The Lessons tab's projects: the list, add, edit, the form's refusals, delete. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { conflict } from '../../../tests/fixtures'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { fill } from '../../../tests/lessons'
import { deleteAfterAsking, openDialog } from '../../../tests/lessonsTabActions'
import { project, projectItems, projectsConsole } from '../../../tests/projects'

/** The Add project dialog over the two projects of projectsConsole. */
const addProjectDialog = async () => openDialog(await projectsConsole(), 'Add project')

describe('Lessons tab: projects', { timeout: 30_000 }, () => {
  it('lists the course’s projects in position order, with hand-in, required and due days', async () => {
    const { api, user, router } = await projectsConsole([
      project(1),
      project(2, { handIn: ['link', 'text'], required: false, dueDays: null, checklist: [] }),
    ])
    await screen.findByText('Project 1')
    expect(api.listProjects).toHaveBeenCalledWith('creative-design')
    expect(screen.getByText('2 projects, in the order learners see them.')).toBeVisible()
    const [first, second] = projectItems()
    expect(first).toMatch(
      /^1\.Project 1.*প্রজেক্ট 1.*Photos.*Required.*Due 7 days after enrolment.*1 checklist item/,
    )
    expect(second).toMatch(
      /^2\.Project 2.*Link.*Written answer.*Optional.*No due date.*0 checklist items/,
    )
    await user.click(screen.getByRole('radio', { name: 'Lessons' }))
    await waitFor(() => expect(router.state.location.search).toContain('view=lessons'))
    expect(screen.queryByRole('list', { name: 'Projects' })).toBeNull()
  })

  it('adds a project at the end with its checklist in both languages, reordered and trimmed', async () => {
    const { api, user, dialog } = await addProjectDialog()
    expect(within(dialog).getByRole('textbox', { name: 'Position' })).toHaveValue('3')
    await fill(user, dialog, {
      Title: ' Your first poster ',
      'Bangla title': 'তোমার প্রথম পোস্টার',
      'Brief (Markdown)': '## Make a poster',
      'Due (days after enrolment)': '14',
    })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Link' }))
    const add = within(dialog).getByRole('button', { name: 'Add checklist item' })
    for (let i = 0; i < 3; i++) await user.click(add)
    await fill(user, dialog, {
      'Item 1': 'Readable text',
      'Item 1 in Bangla': 'পড়া যায়',
      'Item 2': 'Drop me',
      'Item 2 in Bangla': 'বাদ',
      'Item 3': 'Brand colours',
      'Item 3 in Bangla': 'ব্র্যান্ডের রং',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Remove item 2' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move item 2 up' }))
    expect(within(dialog).getByRole('button', { name: 'Move item 1 up' })).toBeDisabled()
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }))
    expect(
      within(within(dialog).getByLabelText('English brief')).getByRole('heading'),
    ).toHaveTextContent('Make a poster')
    expect(within(dialog).getByText('No Bangla brief yet.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Save project' }))
    expect(await screen.findByText('Project "Your first poster" saved.')).toBeVisible()
    expect(api.saveProject).toHaveBeenCalledWith({
      id: undefined,
      courseId: 'creative-design',
      position: 3,
      title: 'Your first poster',
      titleBn: 'তোমার প্রথম পোস্টার',
      brief: '## Make a poster',
      briefBn: '',
      checklist: [
        { en: 'Brand colours', bn: 'ব্র্যান্ডের রং' },
        { en: 'Readable text', bn: 'পড়া যায়' },
      ],
      handIn: ['images', 'link'],
      required: true,
      dueDays: 14,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(projectItems()[2]).toMatch(/^3\.Your first poster/)
  })

  it('edits a project from what is stored: no due date once cleared, not required', async () => {
    const { api, user, dialog } = await openDialog(
      await projectsConsole(),
      'Edit "Project 1"',
      'Edit project',
    )
    expect(within(dialog).getByRole('textbox', { name: 'Item 1 in Bangla' })).toHaveValue(
      'পড়া যায় এমন লেখা',
    )
    expect(within(dialog).getByRole('checkbox', { name: 'Photos' })).toBeChecked()
    await user.clear(within(dialog).getByRole('textbox', { name: 'Due (days after enrolment)' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required for the certificate' }))
    await user.clear(within(dialog).getByRole('textbox', { name: 'Position' }))
    await fill(user, dialog, { Position: '5' })
    await user.click(within(dialog).getByRole('button', { name: 'Save project' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const { id: _, ...stored } = project(1)
    expect(api.saveProject).toHaveBeenCalledWith({
      ...stored,
      id: project(1).id,
      position: 5,
      required: false,
      dueDays: null,
    })
    expect(projectItems()[1]).toMatch(/^5\.Project 1.*Optional.*No due date/)
  })

  it('refuses an empty title, 201 characters, no hand-in kind and 0 due days, and saves nothing', async () => {
    const { api, user, dialog } = await addProjectDialog()
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    await fill(user, dialog, { 'Bangla title': 'x'.repeat(201), 'Due (days after enrolment)': '0' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Photos' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save project' }))
    expectRefusedField(field('Title'), 'Fill all fields')
    expect(await findAlert('Fill all fields')).toBeVisible()
    expectRefusedField(field('Bangla title'), 'A title has at most 200 characters.', {
      first: false,
    })
    expectRefusedField(
      field('Due (days after enrolment)'),
      'Due days are a whole number from 1 to 365, or blank for no due date.',
      { first: false },
    )
    const kinds = within(dialog).getByRole('group', { name: /Learners hand in/ })
    expect(kinds).toHaveAccessibleDescription(
      expect.stringContaining('Choose what learners hand in: photos, a link or a written answer.'),
    )
    expect(api.saveProject).not.toHaveBeenCalled()
  })

  it('keeps the editor and what was typed when the position is taken', async () => {
    const { api, user, dialog } = await addProjectDialog()
    api.saveProject.mockRejectedValueOnce(conflict('project.save', { code: '23505' }))
    await fill(user, dialog, { Title: 'Poster', 'Bangla title': 'পোস্টার' })
    await user.click(within(dialog).getByRole('button', { name: 'Save project' }))
    expect(
      await findAlert('Another project of this course has this position: choose another.'),
    ).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Poster')
  })

  it('deletes a project after asking', async () => {
    const { api } = await deleteAfterAsking(await projectsConsole(), 'project', 'Project 2')
    expect(api.deleteProject).toHaveBeenCalledWith(project(2).id)
    expect(projectItems()).toHaveLength(1)
    expect(screen.getByText('1 project, in the order learners see them.')).toBeVisible()
  })

  it('says a project with hand-ins cannot be deleted, and keeps it', async () => {
    const { api, user } = await projectsConsole()
    api.deleteProject.mockRejectedValueOnce(
      conflict('project.delete', { code: '23503', hint: 'project_has_submissions' }),
    )
    const { dialog: confirm } = await openDialog({ user }, 'Delete "Project 1"', 'Delete project')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(
      await findAlert(
        'Learners have handed in this project, so it cannot be deleted: their work and its feedback are kept.',
      ),
    ).toBeVisible()
    expect(projectItems()).toHaveLength(2)
  })
})
