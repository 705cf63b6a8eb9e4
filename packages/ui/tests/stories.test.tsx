// Every story of every component runs here as a test: it renders, its play function
// (the interaction) passes, and axe finds no accessibility violation.
import { composeStories, type composeStory } from '@storybook/react-vite'
import { cleanup, render } from '@testing-library/react'
import axe from 'axe-core'
import { clearAllMocks, within } from 'storybook/test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// Each story is built from .storybook/preview (CSF Next), so it carries the project's annotations.
afterEach(cleanup)
// Spies made with fn() in a story's args are shared by its stories; Storybook clears them per story.
beforeEach(() => clearAllMocks())

type StoryModule = Parameters<typeof composeStories>[0]
const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true })

for (const [path, mod] of Object.entries(modules)) {
  const stories = composeStories(mod) as Record<string, ReturnType<typeof composeStory>>
  describe(path.replace('../src/', ''), () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        const { container } = render(<Story />)
        // As Storybook does: the play function gets the canvas queries with the element.
        await Story.play?.({ canvasElement: container, canvas: within(container) })
        // color-contrast needs layout, which jsdom does not do; Storybook's a11y panel checks it.
        // Embedded players (iframes) are other sites' pages: axe checks the frame element, not inside it.
        const results = await axe.run(container, {
          iframes: false,
          rules: { 'color-contrast': { enabled: false } },
        })
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
      })
    }
  })
}
