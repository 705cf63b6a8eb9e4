import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { entryOf } from '../scripts/islands'

// The shape of the manifest Vite writes for the islands build (abridged).
const manifest: Manifest = {
  'app/islands/client.ts': {
    file: 'assets/islands/client-a.js',
    src: 'app/islands/client.ts',
    isEntry: true,
    imports: ['_i18n-b.js'],
    dynamicImports: ['app/features/home/components/Stats.tsx'],
  },
  '_i18n-b.js': { file: 'assets/islands/i18n-b.js', imports: ['_preact-c.js'] },
  '_preact-c.js': { file: 'assets/islands/preact-c.js', imports: ['_i18n-b.js'] },
  'app/features/home/components/Stats.tsx': {
    file: 'assets/islands/Stats-d.js',
    src: 'app/features/home/components/Stats.tsx',
    isDynamicEntry: true,
    imports: ['_preact-c.js'],
  },
}

describe('the islands entry a page loads', () => {
  it('is the entry script, preloading what it imports at any depth, once each', () => {
    expect(entryOf(manifest)).toEqual({
      script: '/assets/islands/client-a.js',
      preloads: ['/assets/islands/i18n-b.js', '/assets/islands/preact-c.js'],
    })
  })

  it('never preloads an island loaded on demand', () => {
    expect(entryOf(manifest).preloads).not.toContain('/assets/islands/Stats-d.js')
  })

  it('refuses a manifest without an entry', () => {
    expect(() => entryOf({})).toThrow(/no entry/)
  })
})
