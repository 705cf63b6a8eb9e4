import { Alert, Anchor, Container, Text } from '@mantine/core'
import { useEffect } from 'react'
import { siteUrl } from '../../lib/config'

/** How long the message stays before the browser goes to the learner site. */
export const TURN_AWAY_DELAY_MS = 4000

/** Anyone who logs in as neither an admin nor a mentor lands here, signed out of the console. */
const goTo = (url: string) => window.location.assign(url)

export function NotAdminScreen({ redirect = goTo }: { redirect?: (url: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => redirect(siteUrl), TURN_AWAY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [redirect])

  return (
    <Container size={480} py="xl">
      <Alert color="orange" title="This console is for admins only" role="alert">
        <Text size="sm">
          You have been signed out of the admin console. Taking you to the learner site…
        </Text>
        <Text size="sm">
          Mentors get in once an admin has given them a course: ask the admin to add your email.
        </Text>
        <Anchor href={siteUrl} size="sm">
          Go to the learner site now
        </Anchor>
      </Alert>
    </Container>
  )
}
