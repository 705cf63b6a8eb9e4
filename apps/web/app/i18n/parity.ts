/**
 * Differences between two catalogues that must have the same shape: a key in one and not the
 * other, a different kind of value (text, function, list, group), a function taking a
 * different number of arguments, a list of a different length, and an empty text in `other`.
 * Returns one line per problem, e.g. 'shell.login: missing in bn'.
 */
export function catalogueProblems(
  reference: unknown,
  other: unknown,
  otherName = 'bn',
  path = '',
): string[] {
  const at = path || '(root)'
  const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v)
  if (kind(reference) !== kind(other))
    return [`${at}: ${kind(reference)} in the reference, ${kind(other)} in ${otherName}`]
  if (typeof reference === 'function' && typeof other === 'function') {
    if (reference.length !== other.length)
      return [`${at}: takes ${reference.length} argument(s), ${other.length} in ${otherName}`]
    // Called with sample arguments, the text must not come out empty.
    const sample = Array.from({ length: other.length }, () => 3)
    return catalogueProblems(
      (reference as (...a: unknown[]) => unknown)(...sample),
      (other as (...a: unknown[]) => unknown)(...sample),
      otherName,
      `${path}()`,
    )
  }
  if (typeof other === 'string') return other.trim() === '' ? [`${at}: empty in ${otherName}`] : []
  if (Array.isArray(reference) && Array.isArray(other)) {
    if (reference.length !== other.length)
      return [`${at}: ${reference.length} item(s), ${other.length} in ${otherName}`]
    return reference.flatMap((item, i) =>
      catalogueProblems(item, other[i], otherName, `${path}[${i}]`),
    )
  }
  if (
    typeof reference === 'object' &&
    reference !== null &&
    typeof other === 'object' &&
    other !== null
  ) {
    const a = reference as Record<string, unknown>
    const b = other as Record<string, unknown>
    const join = (k: string) => (path ? `${path}.${k}` : k)
    return [
      ...Object.keys(a)
        .filter((k) => !(k in b))
        .map((k) => `${join(k)}: missing in ${otherName}`),
      ...Object.keys(b)
        .filter((k) => !(k in a))
        .map((k) => `${join(k)}: only in ${otherName}`),
      ...Object.keys(a)
        .filter((k) => k in b)
        .flatMap((k) => catalogueProblems(a[k], b[k], otherName, join(k))),
    ]
  }
  return []
}
