import { Button } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import type { Pages } from './usePages'

/** A list's next page: its button while there is one, and a word when it could not be read. */
export function MorePages({
  pages,
  showMore,
  label,
}: {
  pages: Pages<unknown>
  showMore: () => Promise<void>
  label: string
}) {
  const locale = useLocale()
  return (
    <>
      {pages.next ? (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          loading={pages.more === 'loading'}
          onClick={() => void showMore()}
        >
          {label}
        </Button>
      ) : null}
      {pages.more === 'failed' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {m.questions_moreFailed({}, { locale })}
        </p>
      ) : null}
    </>
  )
}

/**
 * A list's first page could not be read: why, and a button that reads it again (`small`: the
 * answers' list, under its question).
 */
export function PagesFailed({
  text,
  retry,
  small = false,
}: {
  text: string
  retry: () => void
  small?: boolean
}) {
  const locale = useLocale()
  return (
    <div className={`flex flex-col items-start ${small ? 'gap-2' : 'gap-3'}`}>
      <p role="alert" className={`${small ? 'text-sm ' : ''}text-red-700 dark:text-red-400`}>
        {text}
      </p>
      <Button type="button" variant={small ? 'secondary' : 'primary'} onClick={retry}>
        {m.questions_retry({}, { locale })}
      </Button>
    </div>
  )
}
