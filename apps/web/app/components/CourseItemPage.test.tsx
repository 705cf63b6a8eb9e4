/**
 * A course item's page for a visitor with no session to restore (decision 0082): the quiz's
 * sign-in card, or the project's public brief read through the database client alone, and the
 * auth client never loaded.
 */
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { m } from '../i18n'
import { render } from '../../tests/render'
import { projectFixture } from '../../tests/projects'

const ID = '00000000-0000-4000-8000-000000000001'
const backend = vi.hoisted(() => ({
  getSupabase: vi.fn(),
  getPublicClient: vi.fn(),
  publicClient: { name: 'the public client' },
}))
const api = vi.hoisted(() => ({ getProject: vi.fn() }))

vi.mock('../lib/supabase', () => ({
  hasStoredSession: () => false,
  getSupabase: backend.getSupabase,
  getPublicClient: backend.getPublicClient,
  whenSupabaseLoaded: () => () => {},
}))
vi.mock('@repo/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getProject: api.getProject,
}))

const { QuizPage } = await import('../features/quiz/QuizPage')
const { ProjectPage } = await import('../features/projects/ProjectPage')

beforeEach(() => {
  backend.getSupabase.mockReset().mockResolvedValue(null)
  backend.getPublicClient.mockReset().mockResolvedValue(backend.publicClient)
  api.getProject.mockReset()
})

describe('a course item for a visitor with no session', () => {
  it("shows the quiz's sign-in card, asking the database nothing and loading no client", async () => {
    render(<QuizPage courseId="web-development" />, {
      at: `/learn/web-development/quizzes/${ID}`,
    })
    expect(
      await screen.findByRole('heading', { name: m.quiz_loginTitle({}, { locale: 'en' }) }),
    ).toBeVisible()
    expect(backend.getSupabase).not.toHaveBeenCalled()
    expect(backend.getPublicClient).not.toHaveBeenCalled()
  })

  it("reads the project's brief through the public client, without the auth client", async () => {
    api.getProject.mockResolvedValue(projectFixture(ID, { title: 'A poster for a shop' }))
    render(<ProjectPage courseId="web-development" />, {
      at: `/learn/web-development/projects/${ID}`,
    })
    expect(await screen.findByRole('heading', { name: 'A poster for a shop' })).toBeVisible()
    expect(api.getProject).toHaveBeenCalledWith(backend.publicClient, ID)
    expect(
      screen.getByRole('heading', { name: m.project_loginTitle({}, { locale: 'en' }) }),
    ).toBeVisible()
    expect(backend.getSupabase).not.toHaveBeenCalled()
  })
})
