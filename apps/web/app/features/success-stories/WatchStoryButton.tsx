import { Button, toast } from '@repo/ui'
import { messages } from '../../i18n'

/** SPEC: 'Watch Story' announces that the video testimonials are coming. An island. */
export function WatchStoryButton() {
  const m = messages.stories
  return (
    <Button variant="secondary" onClick={() => toast({ title: m.comingSoon, description: m.comingSoonText })}>
      {m.watch}
    </Button>
  )
}
