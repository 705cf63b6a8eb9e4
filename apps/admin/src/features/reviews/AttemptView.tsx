import { Anchor, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Submission } from '@repo/api'

/** An attempt's note, links and photos (each photo opens full size). */
export function AttemptView({
  submission,
  urls,
  photosFailed,
}: {
  submission: Submission
  urls: Record<string, string>
  photosFailed: boolean
}) {
  return (
    <Stack gap="xs">
      {submission.note !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {submission.note}
        </Text>
      )}
      {submission.links.length > 0 && (
        <Stack gap={4} component="ul" m={0} pl="md">
          {submission.links.map((link) => (
            <li key={link}>
              <Anchor
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {link}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      {photosFailed && (
        <Text size="sm" c="red.8">
          Could not load the photos. Refresh to try again.
        </Text>
      )}
      {submission.files.length > 0 && (
        <SimpleGrid cols={1}>
          {submission.files.map((path, i) => {
            const url = urls[path]
            const alt = `Photo ${i + 1} of attempt ${submission.attempt}`
            return url ? (
              <Anchor key={path} href={url} target="_blank" rel="noopener noreferrer">
                <Image src={url} alt={alt} radius="sm" fit="contain" loading="lazy" />
              </Anchor>
            ) : (
              <Text key={path} size="sm" c="dimmed">
                {alt}: loading…
              </Text>
            )
          })}
        </SimpleGrid>
      )}
      {submission.note === '' && submission.links.length === 0 && submission.files.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing was handed in.
        </Text>
      )}
    </Stack>
  )
}
