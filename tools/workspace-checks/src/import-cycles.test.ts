// No module imports itself back, even through types (issue #17): a cycle makes the load order
// matter and keeps a newcomer from reading a package from the bottom up. madge (a maintained
// dependency-graph library) reads the imports the way TypeScript resolves them.
import madge from 'madge'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')

/** Every folder of source a person writes: the apps, the packages, the tests and tools. */
const sourceRoots = [
  'apps/web/app',
  'apps/admin/src',
  'packages/courses/src',
  'packages/api/src',
  'packages/ui/src',
  'packages/markdown/src',
  'packages/payments/src',
  'packages/devstack/src',
  'supabase/tests',
  'e2e',
  'tools/perf/src',
]

async function cycles(dir: string): Promise<string[][]> {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/node_modules/, /\.react-router/, /build/],
    // Type-only imports count: they are cycles a reader must untangle too.
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  return graph.circular()
}

describe('import cycles', () => {
  // madge reads and parses every file of the tree: seconds on a busy 2-core machine, more
  // than vitest's default 5 s when the other suites run beside it
  it.each(sourceRoots)('%s has none', async (root) => {
    expect(await cycles(join(repo, root))).toEqual([])
  })

  it('finds one, type-only, where a module imports itself back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycle-'))
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b'\nexport type A = B[]\n")
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a'\nexport type B = { a: A }\n")
    expect(await cycles(dir)).toEqual([['a.ts', 'b.ts']])
  })
})
