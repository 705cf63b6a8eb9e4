// Every Edge Function type-checks under Deno, as `supabase functions deploy` bundles it (the
// devstack only runs them; a type error would otherwise surface on the hosted runtime): with the
// function's own deno.json when it has one (its import map, as deploy reads it), else no config.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { denoBinary, denoEnv, functionConfig, functionNames } from '@repo/devstack'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('Edge Functions', () => {
  const names = functionNames(root)

  it('include deliver-notifications', () => {
    expect(names).toContain('deliver-notifications')
  })

  for (const name of names) {
    it(`${name} type-checks under Deno`, () => {
      const dir = `${root}supabase/functions/${name}`
      const config = functionConfig(dir)
      const out = execFileSync(
        denoBinary(),
        [
          'check',
          ...(config.length ? config : ['--no-config']),
          '--node-modules-dir=none',
          'index.ts',
        ],
        {
          cwd: dir,
          env: denoEnv(),
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      expect(out).not.toMatch(/error/i)
    }, 120_000)
  }
})
