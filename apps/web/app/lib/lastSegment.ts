/**
 * The last segment of the address, decoded ('' when malformed): the id a shared page is served
 * for (a certificate's, a lesson's: pages.ts `answersIds` and `shell`).
 */
export function lastSegment(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return ''
  }
}
