// The one-way dependency rule (DESIGN.md section 1) is enforced by the workspace's ESLint
// config; these tests lint small snippets as if they lived in each folder.
import { ESLint } from 'eslint'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: repo })

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported\n`, {
    filePath: resolve(repo, filePath),
  })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

describe('one-way imports', () => {
  it.each([
    ['apps/web/app/x.ts', "import imported from 'admin'", 'An app is never imported'],
    ['apps/admin/src/x.ts', "import imported from 'web/app/root'", 'An app is never imported'],
    [
      'packages/ui/src/x.ts',
      "import imported from '../../../apps/web/app/root'",
      'An app is never imported',
    ],
    [
      'packages/courses/src/x.ts',
      "import imported from '@repo/ui'",
      'packages/courses is the bottom layer',
    ],
    [
      'packages/courses/src/x.ts',
      "import imported from '@repo/api'",
      'packages/courses is the bottom layer',
    ],
    [
      'packages/api/src/x.ts',
      "import imported from '@repo/ui'",
      'packages/api depends only on packages/courses',
    ],
    [
      'packages/ui/src/x.ts',
      "import imported from '@repo/api'",
      'packages/ui depends only on packages/courses',
    ],
    [
      'apps/admin/src/x.ts',
      "import imported from '@repo/ui'",
      "packages/ui is the learner site's design system",
    ],
    ['apps/web/app/x.ts', "import imported from '@repo/devstack'", 'not app code'],
    ['apps/web/app/x.ts', "import imported from '@repo/courses/src/course'", 'public entry'],
    [
      'apps/web/app/x.ts',
      "import imported from '@repo/payments'",
      'read only by the admin console',
    ],
    ['packages/payments/src/x.ts', "import imported from '@repo/api'", 'packages/payments is pure'],
    ['packages/payments/src/x.ts', "import imported from '@repo/ui'", 'packages/payments is pure'],
    [
      'packages/payments/src/x.ts',
      "import imported from '../../../apps/admin/src/App'",
      'An app is never imported',
    ],
    [
      'packages/courses/src/x.ts',
      "import imported from '@repo/payments'",
      'packages/courses is the bottom layer',
    ],
    [
      'packages/api/src/x.ts',
      "import imported from '@repo/payments'",
      'packages/api depends only on packages/courses',
    ],
    [
      'packages/ui/src/x.ts',
      "import imported from '@repo/payments'",
      'packages/ui depends only on packages/courses',
    ],
    ['apps/admin/src/x.ts', "import imported from '@repo/payments/src/messages'", 'public entry'],
  ])('%s: %s is refused', async (file, source, reason) => {
    const errors = await importErrors(file, source)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(reason)
  })

  it.each([
    ['apps/web/app/x.ts', "import imported from '@repo/ui'"],
    ['apps/web/app/x.ts', "import imported from '@repo/api'"],
    ['apps/admin/src/x.ts', "import imported from '@repo/api'"],
    ['packages/api/src/x.ts', "import imported from '@repo/courses'"],
    ['packages/ui/src/x.ts', "import imported from '@repo/courses'"],
    ['apps/admin/src/x.ts', "import imported from '@repo/payments'"],
    ['packages/payments/src/x.ts', "import imported from '@repo/courses'"],
    ['packages/api/src/x.ts', "import imported from './admin'"],
    ['packages/api/tests/x.test.ts', "import imported from '@repo/devstack'"],
    ['e2e/tests/x.ts', "import imported from '@repo/devstack'"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([])
  })
})
