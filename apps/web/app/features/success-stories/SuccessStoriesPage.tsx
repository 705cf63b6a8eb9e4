import { EmptyState } from '@repo/ui'
import { messages } from '../../i18n'
import { Island } from '../../islands/Island'
import { WatchStoryButton } from './WatchStoryButton'

const m = messages.stories

/** SPEC: the story list is empty, so the empty state shows; 'Watch Story' announces the videos. */
export const successStories: ReadonlyArray<{ name: string; story: string }> = []

export function SuccessStoriesPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{m.heading}</h1>
      <p className="text-slate-700 dark:text-slate-300">{m.intro}</p>
      {successStories.length === 0 ? (
        <EmptyState title={m.empty} description={m.emptyText} />
      ) : null}
      <div>
        <Island name="watch-story" component={WatchStoryButton} />
      </div>
    </div>
  )
}
