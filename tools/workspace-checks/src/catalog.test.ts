// Shared versions live once, in pnpm's catalog (pnpm-workspace.yaml): a dependency that two
// packages name is named there, and each package.json says `catalog:` (issue #17).
import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const manifests = [
  'package.json',
  ...globSync('{apps,packages,tools}/*/package.json', { cwd: repo }),
  'supabase/package.json',
  'e2e/package.json',
].filter((f) => existsSync(resolve(repo, f)))

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

describe('shared dependency versions', () => {
  it('are named once, in the catalog', () => {
    const owners = new Map<string, string[]>()
    for (const file of manifests) {
      const manifest = JSON.parse(readFileSync(resolve(repo, file), 'utf8')) as Manifest
      for (const [name, spec] of Object.entries({
        ...manifest.dependencies,
        ...manifest.devDependencies,
      })) {
        if (spec.startsWith('workspace:') || spec === 'catalog:') continue
        owners.set(name, [...(owners.get(name) ?? []), file])
      }
    }
    const repeated = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`)
    expect(repeated).toEqual([])
  })
})
