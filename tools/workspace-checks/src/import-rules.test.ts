// The one-way dependency rule (docs/product.md#architecture) is enforced by the workspace's ESLint
// config; these tests lint small snippets as if they lived in each folder.
import { ESLint } from 'eslint'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: repo })

/** The import-rule errors of a file at `filePath` that imports `specifier` (and uses it). */
async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const source = `import imported from '${specifier}'\nexport const used = imported\n`
  const [result] = await eslint.lintText(source, {
    filePath: resolve(repo, filePath),
  })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

describe('one-way imports', () => {
  it.each([
    ['apps/web/app/x.ts', 'admin', 'An app is never imported'],
    ['apps/admin/src/x.ts', 'web/app/root', 'An app is never imported'],
    ['packages/ui/src/x.ts', '../../../apps/web/app/root', 'An app is never imported'],
    ['packages/courses/src/x.ts', '@repo/ui', 'packages/courses is the bottom layer'],
    ['packages/courses/src/x.ts', '@repo/api', 'packages/courses is the bottom layer'],
    ['packages/api/src/x.ts', '@repo/ui', 'packages/api depends only on packages/courses'],
    ['packages/ui/src/x.ts', '@repo/api', 'packages/ui depends only on packages/courses'],
    ['apps/admin/src/x.ts', '@repo/ui', "packages/ui is the learner site's design system"],
    ['apps/web/app/x.ts', '@repo/devstack', 'not app code'],
    ['apps/web/app/x.ts', '@repo/courses/src/course', 'public entry'],
    ['apps/web/app/x.ts', '@repo/payments', 'read only by the admin console'],
    ['packages/payments/src/x.ts', '@repo/api', 'packages/payments is pure'],
    ['packages/payments/src/x.ts', '@repo/ui', 'packages/payments is pure'],
    ['packages/payments/src/x.ts', '../../../apps/admin/src/App', 'An app is never imported'],
    ['packages/courses/src/x.ts', '@repo/payments', 'packages/courses is the bottom layer'],
    ['packages/api/src/x.ts', '@repo/payments', 'packages/api depends only on packages/courses'],
    ['packages/ui/src/x.ts', '@repo/payments', 'packages/ui depends only on packages/courses'],
    ['apps/admin/src/x.ts', '@repo/payments/src/messages', 'public entry'],
  ])('%s: importing %s is refused', async (file, specifier, reason) => {
    const errors = await importErrors(file, specifier)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(reason)
  })

  it.each([
    ['apps/web/app/x.ts', '@repo/ui'],
    ['apps/web/app/x.ts', '@repo/api'],
    ['apps/admin/src/x.ts', '@repo/api'],
    ['packages/api/src/x.ts', '@repo/courses'],
    ['packages/ui/src/x.ts', '@repo/courses'],
    ['apps/admin/src/x.ts', '@repo/payments'],
    ['packages/payments/src/x.ts', '@repo/courses'],
    ['packages/api/src/x.ts', './admin'],
    ['packages/api/tests/x.test.ts', '@repo/devstack'],
    ['e2e/tests/x.ts', '@repo/devstack'],
  ])('%s: importing %s is allowed', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([])
  })
})
