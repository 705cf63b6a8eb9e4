import { Link } from '../islands/navigation'
import { href, useLocale, type Message } from '../i18n'
import { primaryLink, secondaryLink } from './links'
import { PageMessage } from './PageMessage'

/** A page's words for a message with a way on: its title, its text and the way's label. */
export type MessageWords = readonly [title: Message, text: Message, next: Message]

/** A whole-page message whose way on is one link. */
export function NoWayOn({
  words: [title, text, next],
  to,
  secondary = false,
}: {
  words: MessageWords
  to: string
  secondary?: boolean
}) {
  const locale = useLocale()
  return (
    <PageMessage title={title({}, { locale })} text={text({}, { locale })}>
      <Link to={to} className={secondary ? secondaryLink : primaryLink}>
        {next({}, { locale })}
      </Link>
    </PageMessage>
  )
}

/** An address that names a course the catalogue does not have: the way on is the courses. */
export function CourseNotFound({ words }: { words: MessageWords }) {
  const locale = useLocale()
  return <NoWayOn words={words} to={href('/courses', locale)} />
}
