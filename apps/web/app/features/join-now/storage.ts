import { storageKeys, type JoinNowRecord } from '@repo/courses'

/** The join-now list in local storage (docs/product.md#constants); a newer record is appended. */
export function saveJoinNowRecord(
  record: JoinNowRecord,
  storage: Storage = window.localStorage,
): void {
  let list: unknown
  try {
    list = JSON.parse(storage.getItem(storageKeys.joinNowEnrollments) ?? '[]')
  } catch {
    // A corrupt list is replaced rather than blocking the learner.
    list = []
  }
  const records = Array.isArray(list) ? list : []
  storage.setItem(storageKeys.joinNowEnrollments, JSON.stringify([...records, record]))
}
