// The decision records and the product description stay findable: every record of docs/decisions/
// is in its index (docs/decisions/README.md) and has a `Status:` line, every link to a record names
// one that exists, and every `docs/product.md#section` cited names a heading of docs/product.md.
// Records stay short and say what was decided and why: lists of files drift from the code (issue 34).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')

/** A record's file name: four digits, a dash, a name (`0026-pages-and-islands.md`). */
const recordName = /^(\d{4})-[a-z0-9-]+\.md$/

/** The files whose text may link to a record or cite the product description. */
const textFile = /\.(ts|tsx|js|mjs|cjs|md|sql|toml|json|css|html|ya?ml|sh)$|(^|\/)\.env[^/]*$/

/** The records in `dir` (`docs/decisions`), by file name. */
function records(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => recordName.test(f))
    .sort()
}

/** Words in a text, counted as `wc -w` counts them. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** The first record held to the shorter length; older ones were trimmed to the longer one. */
const firstShortRecord = 78
const shortRecordWords = 400
const recordWords = 600

/** A record may name a few files; more than this many is an inventory of the code. */
const mostFilesNamed = 6

/** A file named in backticks: `answers.ts`, `supabase/functions/_shared/answers.ts`. */
const backtickedFile = /`([^`\s]+\.(?:tsx?|mjs|cjs|js|sql|md|json|toml|ya?ml|css|html|sh))`/g

/** Records over their length (400 words from 0078 on, 600 before), as `file: words`. */
function overLength(dir: string): string[] {
  return records(dir).flatMap((f) => {
    const words = wordCount(readFileSync(join(dir, f), 'utf8'))
    const most = Number(f.slice(0, 4)) >= firstShortRecord ? shortRecordWords : recordWords
    return words > most ? [`${f}: ${words}`] : []
  })
}

/** Records that name more than `mostFilesNamed` different files in backticks, as `file: count`. */
function inventories(dir: string): string[] {
  return records(dir).flatMap((f) => {
    const text = readFileSync(join(dir, f), 'utf8')
    const named = new Set([...text.matchAll(backtickedFile)].map((m) => m[1]))
    return named.size > mostFilesNamed ? [`${f}: ${named.size}`] : []
  })
}

/** Records missing from the index, and records without a `Status:` line near the top. */
function checkIndex(dir: string): { unindexed: string[]; noStatus: string[] } {
  const index = readFileSync(join(dir, 'README.md'), 'utf8')
  const linked = new Set([...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]))
  const all = records(dir)
  return {
    unindexed: all.filter((f) => !linked.has(f)),
    noStatus: all.filter((f) => {
      const head = readFileSync(join(dir, f), 'utf8').split('\n').slice(0, 12)
      return !head.some((line) => /^Status: \S/.test(line))
    }),
  }
}

/**
 * Every link to a record that names none, as `file: link`. A link is a path
 * (`docs/decisions/0026-pages-and-islands.md`, or just `docs/decisions/0026`) anywhere, or a bare
 * file name (`0026-pages-and-islands.md`) in a Markdown file. A number alone needs a record with
 * that number; a file name needs that file.
 */
function brokenRecordLinks(root: string, files: string[]): string[] {
  const dir = join(root, 'docs/decisions')
  const existing = new Set(records(dir))
  const numbers = new Set([...existing].map((f) => f.slice(0, 4)))
  const broken: string[] = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const links = [...text.matchAll(/docs\/decisions\/(\d{4})(-[a-z0-9-]+\.md)?/g)].map(
      (m) => m[1] + (m[2] ?? ''),
    )
    if (file.endsWith('.md')) {
      links.push(
        ...[...text.matchAll(/(?<![\w/.-])(\d{4}-[a-z0-9-]+\.md)/g)].map((m) => m[1] ?? ''),
      )
    }
    for (const link of links) {
      const ok = link.length === 4 ? numbers.has(link) : existing.has(link)
      if (!ok) broken.push(`${file}: ${link}`)
    }
  }
  return [...new Set(broken)]
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** Every `docs/product.md#anchor` cited that is not a heading of docs/product.md. */
function brokenProductCitations(root: string, files: string[]): string[] {
  const product = readFileSync(join(root, 'docs/product.md'), 'utf8')
  const anchors = new Set([...product.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')))
  const broken: string[] = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const m of text.matchAll(/docs\/product\.md#([a-z0-9-]+)/g)) {
      if (!anchors.has(m[1] ?? '')) broken.push(`${file}: #${m[1]}`)
    }
    // Inside product.md, its own links: [Payments](#payments).
    if (file === 'docs/product.md') {
      for (const m of text.matchAll(/\]\(#([a-z0-9-]+)\)/g)) {
        if (!anchors.has(m[1] ?? '')) broken.push(`${file}: #${m[1]}`)
      }
    }
  }
  return [...new Set(broken)]
}

/** The repository's tracked text files (as the work tree has them; never builds). */
function repoTextFiles(): string[] {
  const self = 'tools/workspace-checks/src/decisions.test.ts'
  return execFileSync('git', ['ls-files'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((f) => f && f !== self && textFile.test(f) && !f.includes('node_modules/'))
    .filter((f) => {
      try {
        readFileSync(join(repo, f))
        return true
      } catch {
        return false // listed but deleted in the work tree
      }
    })
}

describe('decision records', () => {
  it('are each in the index, with a Status line', () => {
    expect(checkIndex(join(repo, 'docs/decisions'))).toEqual({ unindexed: [], noStatus: [] })
  })

  it('are short and carry no inventory of files', () => {
    const dir = join(repo, 'docs/decisions')
    expect(overLength(dir)).toEqual([])
    expect(inventories(dir)).toEqual([])
  })

  it('finds a long record, a long new record and an inventory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'decisions-'))
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
    const files = (n: number) => Array.from({ length: n }, (_, i) => `\`src/f${i}.ts\``).join(', ')
    writeFileSync(join(dir, '0010-old-short.md'), `Status: accepted\n${words(598)}\n`)
    writeFileSync(join(dir, '0011-old-long.md'), `Status: accepted\n${words(600)}\n`)
    writeFileSync(join(dir, '0078-new-short.md'), `Status: accepted\n${words(398)}\n`)
    writeFileSync(join(dir, '0079-new-long.md'), `Status: accepted\n${words(399)}\n`)
    writeFileSync(join(dir, '0080-six-files.md'), `Status: accepted\n${files(6)} \`src/f0.ts\`\n`)
    writeFileSync(join(dir, '0081-seven-files.md'), `Status: accepted\n${files(7)}\n`)
    expect(overLength(dir)).toEqual(['0011-old-long.md: 602', '0079-new-long.md: 401'])
    expect(inventories(dir)).toEqual(['0081-seven-files.md: 7'])
  })

  it('counts words as wc -w does', () => {
    expect(wordCount('  # 0001 One\n\nStatus: accepted (2026-01-01)\n')).toBe(6)
    expect(wordCount('')).toBe(0)
  })

  it('are linked only by names that exist, and product.md only by its headings', () => {
    const files = repoTextFiles()
    expect(brokenRecordLinks(repo, files)).toEqual([])
    expect(brokenProductCitations(repo, files)).toEqual([])
  })

  it('finds an unindexed record, a missing status, a wrong link and a missing heading', () => {
    const root = mkdtempSync(join(tmpdir(), 'decisions-'))
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(join(root, file), text)
    }
    const d = 'docs/' + 'decisions/'
    write(`${d}README.md`, '| [0001](0001-one.md) One | accepted | … |\n')
    write(
      `${d}0001-one.md`,
      '# 0001 One\n\nStatus: accepted\n\nSee 0002-two.md and 0003-three.md.\n',
    )
    write(`${d}0002-two.md`, '# 0002 Two\n\n## Context\n')
    write('docs/product.md', '# The product\n\n## Payments\n\nSee [Rules](#rules).\n')
    write(
      'app/a.ts',
      `// ${d}0001-one.md, ${d}0002, ${d}0009, ${d}0001-uno.md\n` +
        '// docs/product.md#payments, docs/product.md#refunds\n',
    )
    expect(checkIndex(join(root, 'docs/decisions'))).toEqual({
      unindexed: ['0002-two.md'],
      noStatus: ['0002-two.md'],
    })
    const files = [`${d}0001-one.md`, `${d}0002-two.md`, 'docs/product.md', 'app/a.ts']
    expect(brokenRecordLinks(root, files)).toEqual([
      `${d}0001-one.md: 0003-three.md`,
      'app/a.ts: 0009',
      'app/a.ts: 0001-uno.md',
    ])
    expect(brokenProductCitations(root, files)).toEqual([
      'docs/product.md: #rules',
      'app/a.ts: #refunds',
    ])
  })

  it('turns headings into the anchors GitHub gives them', () => {
    expect(anchorOf('Local backend')).toBe('local-backend')
    expect(anchorOf('Payments')).toBe('payments')
    expect(anchorOf('Hosting, and headers!')).toBe('hosting-and-headers')
  })
})
