import { Button, toast } from '@repo/ui'
import { m, useLocale } from '../../i18n'

/** 'Watch Story' announces that the video testimonials are coming (docs/product.md#routes). An island. */
export function WatchStoryButton() {
  const locale = useLocale()
  return (
    // type="button": a tap before the island renders (when scrolled to) is repeated on it.
    <Button
      type="button"
      variant="secondary"
      onClick={() =>
        toast({
          title: m.stories_comingSoon({}, { locale }),
          description: m.stories_comingSoonText({}, { locale }),
        })
      }
    >
      {m.stories_watch({}, { locale })}
    </Button>
  )
}
