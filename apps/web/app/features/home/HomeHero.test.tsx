import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { HomeHero } from './HomeHero'

it('offers enrolment from the hero', () => {
  render(<HomeHero />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn creative and AI skills')
  expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
})
