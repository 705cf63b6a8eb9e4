// No module an island of the learner site reaches imports React Router
// (docs/decisions/0062-island-seam.md): there is no router on a prerendered page, and the build
// gives the islands Preact and nothing for `react-router`, so such an import would work when
// prerendering and then break in the browser. Islands navigate with app/islands/navigation.tsx.
// TypeScript (a maintained parser and resolver) reads every import, dynamic ones included (the
// registry loads each island with `import()`), the way the web app's tsconfig resolves them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const web = join(repo, 'apps/web')

/** What the islands script is built from: its entry, and what scripts/islands.ts aliases in. */
const islandEntries = [
  'app/islands/client.ts',
  'app/islands/mount.preact.ts',
  'app/islands/react.js',
]

const forbidden = /^react-router(-dom)?(\/|$)/

const options: ts.CompilerOptions = {
  ...ts.getParsedCommandLineOfConfigFile(
    join(web, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )!.options,
  allowJs: true,
}

/**
 * Each import of `react-router` (or react-router-dom) in a module reachable from `entries`, as
 * the chain of files from an entry to it. `read` gives a file's source (the disk unless told).
 */
export function routerImports(
  entries: string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string[][] {
  const found: string[][] = []
  const seen = new Set<string>()
  const queue = entries.map((entry) => [resolve(entry)])
  while (queue.length > 0) {
    const chain = queue.shift()!
    const file = chain.at(-1)!
    if (seen.has(file)) continue
    seen.add(file)
    for (const { fileName: specifier } of ts.preProcessFile(read(file), true, true).importedFiles) {
      if (forbidden.test(specifier)) {
        found.push([...chain, specifier])
        continue
      }
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys)
      const target = resolvedModule?.resolvedFileName
      // Source of this repository only: the workspace packages (@repo/ui...) resolve to their
      // src/, which TypeScript still calls external; anything under node_modules is not ours.
      if (!target || target.includes('/node_modules/') || target.endsWith('.d.ts')) continue
      if (/\.[jt]sx?$/.test(target)) queue.push([...chain, target])
    }
  }
  return found.map((chain) => chain.map((f) => (f.startsWith('/') ? relative(repo, f) : f)))
}

const webEntries = islandEntries.map((entry) => join(web, entry))

describe('the islands and React Router', () => {
  it('no module an island reaches imports react-router', () => {
    expect(routerImports(webEntries)).toEqual([])
  }, 30_000)

  it('finds one planted in a component of a real island, with the way there', () => {
    const header = join(web, 'app/features/shell/SiteHeader.tsx')
    const read = (file: string) =>
      readFileSync(file, 'utf8') +
      (file === header ? "\nimport { Link } from 'react-router'\n" : '')
    const found = routerImports(webEntries, read)
    expect(found).toHaveLength(1)
    expect(found[0]).toEqual([
      'apps/web/app/islands/client.ts',
      'apps/web/app/islands/registry.ts',
      'apps/web/app/features/shell/SiteHeader.tsx',
      'react-router',
    ])
  }, 30_000)

  it('follows dynamic imports and type imports, refuses react-router-dom, ignores what no island reaches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'islands-'))
    const files: Record<string, string> = {
      'client.ts': "export const islands = { page: () => import('./Page') }\n",
      'Page.tsx': "import { Nav } from './Nav'\nexport const Page = () => <Nav />\n",
      'Nav.tsx': "import type { To } from 'react-router-dom'\nexport const Nav = () => null\n",
      'Static.tsx': "import { Link } from 'react-router'\nexport const Static = Link\n",
    }
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source)
    const found = routerImports([join(dir, 'client.ts')])
    expect(found.map((chain) => chain.map((f) => f.split('/').at(-1)))).toEqual([
      ['client.ts', 'Page.tsx', 'Nav.tsx', 'react-router-dom'],
    ])
  })
})
