/**
 * The mutation cache is the one place a write's failure is told (once, unless the write shows it
 * itself) and the one place the lists it makes stale are read again (./queries' `changedBy`).
 */
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifyError } from './notify'
import { changedBy, queries } from './queries'
import { createQueryClient } from './queryClient'

vi.mock('./notify', () => ({ notifyError: vi.fn() }))

let client: QueryClient
afterEach(() => client.clear())

/** Runs a write that fails with `error`, with the mutation's own `meta`. */
async function failingWrite(error: Error, meta: { toast?: boolean } = {}) {
  const write = new MutationObserver(client, {
    mutationFn: () => Promise.reject(error),
    meta,
    onError: () => {},
  })
  await write.mutate().catch(() => {})
}

/** A list on screen under `key`, read once, counting its reads. */
async function shown(key: readonly unknown[]) {
  const read = vi.fn(async () => ['row'])
  const observer = new QueryObserver(client, { queryKey: key, queryFn: read })
  const unsubscribe = observer.subscribe(() => {})
  await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1))
  return { read, unsubscribe }
}

describe('the mutation cache', () => {
  it('tells a failed write once, and not a write that shows its failure itself', async () => {
    client = createQueryClient({ retry: false })
    vi.mocked(notifyError).mockClear()
    const refused = new Error('refused')
    await failingWrite(refused)
    expect(notifyError).toHaveBeenCalledTimes(1)
    expect(notifyError).toHaveBeenCalledWith(refused)

    await failingWrite(new Error('shown on its form'), { toast: false })
    expect(notifyError).toHaveBeenCalledTimes(1)
  })

  it('reads again every list of its map entry once the write settled, and no other', async () => {
    client = createQueryClient({ retry: false })
    const pending = await shown(['pending', '', 'page', null])
    const history = await shown(['decisions', {}, 'page', null])
    const coupons = await shown(['coupons'])
    const approve = new MutationObserver(client, {
      mutationFn: async () => 'approved',
      meta: { invalidates: changedBy.decision },
    })
    await approve.mutate()
    // awaited by the write: the lists show the change when its button stops spinning
    expect(pending.read).toHaveBeenCalledTimes(2)
    expect(history.read).toHaveBeenCalledTimes(2)
    expect(coupons.read).toHaveBeenCalledTimes(1)
    for (const list of [pending, history, coupons]) list.unsubscribe()
  })

  it('reads the lists again after a failed write too (it may have failed because they moved)', async () => {
    client = createQueryClient({ retry: false })
    const inbox = await shown([...queries.wallet.messages.all, {}, 'page', null])
    const anchor = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error('moved')),
      meta: { invalidates: changedBy.anchor, toast: false },
    })
    await anchor.mutate().catch(() => {})
    expect(inbox.read).toHaveBeenCalledTimes(2)
    inbox.unsubscribe()
  })
})
