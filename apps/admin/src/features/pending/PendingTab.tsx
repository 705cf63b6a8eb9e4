import { Stack, TextInput } from '@mantine/core'
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks'
import { PENDING_PAGE_SIZE, type PendingRequest } from '@repo/api'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { notifySuccess } from '../../lib/notify'
import { PageControls } from '../../lib/PageControls'
import { PAGE_PARAM, useKeysetPages } from '../../lib/pages'
import { changedBy, queries } from '../../lib/queries'
import { ReasonModal } from '../../lib/ReasonModal'
import { LoadedRows, TabHeader } from '../../lib/states'
import { PendingCards, PendingTable } from './PendingList'
import { pendingSearchFor } from './search'
import { useLearnerLocales } from './WhatsAppLearner'

export const REJECT_CONFIRMATION = 'Are you sure you want to reject this enrollment?'

/** Laptop width and wider (1,024 px): the requests as a compact table; narrower, as cards. */
export const TABLE_FROM = '(min-width: 64em)'

/** The address's parameter of the search in force. */
export const SEARCH_PARAM = 'q'

/**
 * The open requests, oldest first (the order they should be checked in), 50 a page, read and
 * searched on the server (issue 24): "1–50 of 2,507" with Previous and Next. The search and the
 * page live in the address (?q=…&after=…).
 */
export function PendingTab() {
  const api = useAdminApi()
  const [params, setParams] = useSearchParams()
  // the search in force: a too long one is not sent (its message shows), the list stays
  const search = params.get(SEARCH_PARAM) ?? ''
  const [typed, setTyped] = useState(search)
  const tooLong = pendingSearchFor(typed)
  // Back or Forward to another search shows it in the box; the search this box sent does not
  // come back into it (the admin may have typed on meanwhile)
  const [sent, setSent] = useState(search)
  const [shown, setShown] = useState(search)
  if (shown !== search) {
    setShown(search)
    if (search !== sent) {
      setTyped(search)
      setSent(search)
    }
  }
  // Another tab on its way in (its code can take seconds on a phone): a search typed just before
  // stays behind, or it would pull the admin back here.
  const here = useLocation().pathname
  const going = useNavigation().location?.pathname
  const leaving = going !== undefined && going !== here
  // another search is another list: from its page 1
  const sendSearch = useDebouncedCallback((value: string) => {
    if (leaving) return
    const wanted = pendingSearchFor(value)
    if (!('search' in wanted)) return
    setSent(wanted.search)
    setParams(
      (now) => {
        if ((now.get(SEARCH_PARAM) ?? '') === wanted.search) return now
        const next = new URLSearchParams(now)
        if (wanted.search) next.set(SEARCH_PARAM, wanted.search)
        else next.delete(SEARCH_PARAM)
        next.delete(PAGE_PARAM)
        return next
      },
      { replace: true },
    )
  }, 300)

  const pages = useKeysetPages(queries.pending.list(api, search), PENDING_PAGE_SIZE)
  const locales = useLearnerLocales(pages.state.status === 'ready' ? pages.state.data : null)
  const laptop = useMediaQuery(TABLE_FROM) === true
  const [toReject, setToReject] = useState<PendingRequest | null>(null)

  // Each decision reads the page again from its start: the next rows move up, none is skipped.
  const approve = useMutation({
    mutationFn: (request: PendingRequest) => api.approve(request.id),
    meta: { invalidates: changedBy.decision },
    onSuccess: (_, r) => notifySuccess(`Approved: ${r.name} is now enrolled in ${r.courseTitle}.`),
  })
  const reject = useMutation({
    mutationFn: ({ request, reason }: { request: PendingRequest; reason: string }) =>
      api.reject(request.id, reason),
    meta: { invalidates: changedBy.decision },
    onSuccess: (_, { request }) => notifySuccess(`Rejected the request of ${request.name}.`),
  })
  const busyId = approve.isPending
    ? approve.variables.id
    : reject.isPending
      ? reject.variables.request.id
      : null

  const list = {
    busyId,
    onApprove: (r: PendingRequest) => approve.mutate(r),
    onReject: setToReject,
    locales,
  }
  return (
    <Stack>
      <TabHeader title="Pending enrollments" onRefresh={pages.reload} />
      <TextInput
        label="Search"
        placeholder="Transaction ID, phone or name"
        description="Finds any pending request: the start of a transaction ID or phone number, or part of a name."
        type="search"
        value={typed}
        error={'error' in tooLong ? tooLong.error : undefined}
        onChange={(e) => {
          setTyped(e.currentTarget.value)
          sendSearch(e.currentTarget.value)
        }}
      />
      <PageControls pages={pages} label="Pending requests" />
      <LoadedRows
        state={pages.state}
        what="pending enrollments"
        empty={
          search ? (
            <>No request matches “{search}”.</>
          ) : (
            'No pending enrollments. New requests appear here.'
          )
        }
        onRetry={pages.reload}
      >
        {(rows) =>
          laptop ? (
            <PendingTable requests={rows} {...list} />
          ) : (
            <PendingCards requests={rows} {...list} />
          )
        }
      </LoadedRows>
      <ReasonModal
        target={toReject}
        title="Reject enrollment"
        confirmation={REJECT_CONFIRMATION}
        summary={(r) => `${r.name}, ${r.courseTitle}, transaction ${r.transactionId}`}
        action="Reject"
        color="red"
        onClose={() => setToReject(null)}
        onConfirm={(reason, request) => {
          setToReject(null)
          reject.mutate({ request, reason })
        }}
      />
    </Stack>
  )
}
