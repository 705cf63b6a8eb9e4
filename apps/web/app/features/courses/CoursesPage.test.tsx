import { screen } from '@testing-library/react'
import { render } from '../../../tests/render'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { CoursesPage } from './CoursesPage'

function renderAt(url: string) {
  return render(<CoursesPage />, { at: url })
}

it('shows only the category from the URL', async () => {
  renderAt('/courses?category=editing')
  expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(1)
  expect(screen.getByRole('heading', { level: 2, name: 'Video Editing' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Editing' })).toHaveAttribute('aria-current', 'true')
})

it('shows the empty state for an unknown category, and View All Courses clears the filter', async () => {
  renderAt('/courses?category=cooking')
  expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'View All Courses' }))
  expect(await screen.findAllByTestId('course-card')).toHaveLength(3)
  expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute('aria-current', 'true')
})
