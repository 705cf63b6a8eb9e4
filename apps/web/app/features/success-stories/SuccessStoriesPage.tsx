import { EmptyState } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { Island } from '../../islands/Island'
import { PageHead } from '../../components/PageHead'
import { WatchStoryButton } from './WatchStoryButton'

/** No stories yet, so the empty state shows; 'Watch Story' announces the videos (docs/product.md#routes). */
export const successStories: ReadonlyArray<{ name: string; story: string }> = []

export function SuccessStoriesPage() {
  const locale = useLocale()
  return (
    <div className="flex flex-col gap-6">
      <PageHead title={m.stories_heading({}, { locale })} intro={m.stories_intro({}, { locale })} />
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
