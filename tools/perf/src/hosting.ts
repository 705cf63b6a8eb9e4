// Reads the hosting files each build carries (docs/decisions/0013-hosting-and-security-headers.md):
// `_headers` and `_redirects` in the format of Cloudflare Pages, so the local server applies
// exactly what the CDN would.

export interface HeaderRule {
  pattern: string
  /** Headers this rule sets, in file order. */
  set: Array<[name: string, value: string]>
  /** Headers this rule removes from earlier matching rules (`! Name`). */
  detach: string[]
}

export interface RedirectRule {
  from: string
  to: string
  status: number
}

function lines(text: string): Array<{ line: string; indented: boolean; no: number }> {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: raw.trim(), indented: /^\s/.test(raw), no: i + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
}

/** Parses `_headers`: a URL pattern on its own line, then indented `Name: value` or `! Name` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const { line, indented, no } of lines(text)) {
    if (!indented) {
      if (!line.startsWith('/') && !/^https?:\/\//.test(line))
        throw new Error(`_headers line ${no}: expected a URL pattern, got "${line}"`)
      rules.push({ pattern: line, set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`_headers line ${no}: a header before any URL pattern`)
    if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim().toLowerCase())
      continue
    }
    const colon = line.indexOf(':')
    if (colon <= 0) throw new Error(`_headers line ${no}: expected "Name: value", got "${line}"`)
    rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** Parses `_redirects`: `from to [status]` per line (status 302 when left out). */
export function parseRedirects(text: string): RedirectRule[] {
  return lines(text).map(({ line, no }) => {
    const [from, to, status, ...rest] = line.split(/\s+/)
    const code = status === undefined ? 302 : Number(status)
    if (!from || !to || rest.length || !Number.isInteger(code) || !from.startsWith('/'))
      throw new Error(`_redirects line ${no}: expected "from to [status]", got "${line}"`)
    return { from, to, status: code }
  })
}

/** Matches a path against a pattern with `*` (a splat, any characters) and `:name` (one segment). */
export function matchPattern(
  pattern: string,
  path: string,
): { splat?: string; params: Record<string, string> } | null {
  const names: string[] = []
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '(?<splat>.*)'
      if (part.startsWith(':')) {
        names.push(part.slice(1))
        return `(?<${part.slice(1)}>[^/]+)`
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  const match = new RegExp(`^${source}$`).exec(path)
  if (!match) return null
  const params = Object.fromEntries(names.map((n) => [n, match.groups?.[n] ?? '']))
  return { splat: match.groups?.splat, params }
}

/** The headers for a path: every matching rule in file order; a later rule's `! Name` removes a header. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out = new Map<string, string>()
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, path)) continue
    for (const name of rule.detach) out.delete(name)
    for (const [name, value] of rule.set) {
      const before = out.get(name)
      // As Cloudflare Pages does: the same header from two rules is joined with a comma.
      out.set(name, before === undefined ? value : `${before}, ${value}`)
    }
  }
  return Object.fromEntries(out)
}

/** The first redirect rule matching a path, with its target's `:splat` and `:name` filled in. */
export function redirectFor(rules: RedirectRule[], path: string): RedirectRule | null {
  for (const rule of rules) {
    const match = matchPattern(rule.from, path)
    if (!match) continue
    let to = rule.to.replace(':splat', match.splat ?? '')
    for (const [name, value] of Object.entries(match.params)) to = to.replace(`:${name}`, value)
    return { ...rule, to }
  }
  return null
}
