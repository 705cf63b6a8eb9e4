import { EmptyState } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { Island } from '../../islands/Island'
import { WatchStoryButton } from './WatchStoryButton'

/** No stories yet, so the empty state shows; 'Watch Story' announces the videos (docs/product.md#routes). */
export const successStories: ReadonlyArray<{ name: string; story: string }> = []

export function SuccessStoriesPage() {
  const locale = useLocale()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{m.stories_heading({}, { locale })}</h1>
      <p className="text-slate-700 dark:text-slate-300">{m.stories_intro({}, { locale })}</p>
      {successStories.length === 0 ? (
        <EmptyState
          title={m.stories_empty({}, { locale })}
          description={m.stories_emptyText({}, { locale })}
        />
      ) : null}
      <div>
        <Island name="watch-story" component={WatchStoryButton} />
      </div>
    </div>
  )
}
