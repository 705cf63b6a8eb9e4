// Features do not import each other (bulletproof-react's rule, README "Architecture"): a page
// route composes features, and what two features share lives below them (the app's lib/ or
// components/, or a package). madge reads each app's imports the way TypeScript resolves them.
import madge from 'madge'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')

/** The apps' source folders, each with its features/ folder. */
const apps = ['apps/web/app', 'apps/admin/src']

/** The feature a file of `root` belongs to (`features/<name>/…`), if any. */
function featureOf(file: string): string | undefined {
  return /^features\/([^/]+)\//.exec(file)?.[1]
}

/** Every import from one feature into another, as `from -> to`. */
async function crossings(root: string): Promise<string[]> {
  const graph = await madge(root, {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/node_modules/, /\.react-router/, /build/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  return Object.entries(graph.obj()).flatMap(([from, imports]) => {
    const feature = featureOf(from)
    if (!feature) return []
    return imports
      .filter((to) => featureOf(to) !== undefined && featureOf(to) !== feature)
      .map((to) => `${from} -> ${to}`)
  })
}

describe('feature boundaries', () => {
  it.each(apps)('no feature of %s imports another feature', async (root) => {
    expect(await crossings(join(repo, root))).toEqual([])
  })

  it('finds a feature that imports another, and lets both use lib/', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'features-'))
    const files = {
      'lib/shared.ts': 'export const shared = 1\n',
      'features/a/A.ts': "import { shared } from '../../lib/shared'\nexport const a = shared\n",
      'features/b/B.ts':
        "import { a } from '../a/A'\nimport { shared } from '../../lib/shared'\nexport const b = a + shared\n",
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      writeFileSync(join(dir, file), text)
    }
    expect(await crossings(dir)).toEqual(['features/b/B.ts -> features/a/A.ts'])
  })
})
