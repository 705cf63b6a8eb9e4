// The islands of the learner site (docs/decisions/0026-pages-and-islands.md, 0062-island-seam.md).
// - `node scripts/islands.ts` (the first step of `pnpm --filter web build`, before
//   `react-router build`) bundles app/islands/client.ts with Preact standing in for React, into
//   .islands/<build dir>/ with Vite's manifest.
// - `islandsPlugin()` (vite.config.ts) gives root.tsx the module `virtual:islands`: the script
//   and preloads a page without React Router's client loads. In the build they come from that
//   manifest, and the files join the client build; in `pnpm dev` the script is the same
//   client.ts as source, run by React. The islands never import `react-router` (they navigate
//   with app/islands/navigation.tsx), so nothing else differs between the two.
// Run directly by Node (type stripping), so it imports only Node and Vite.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Manifest, type Plugin } from 'vite'

const app = resolve(import.meta.dirname, '..')
const own = (specifier: string) => fileURLToPath(import.meta.resolve(specifier))
const clientFile = join(app, 'app/islands/client.ts')

/** What stands in for what in the islands script of the build. */
const islandAliases = [
  { find: /^react$/, replacement: join(app, 'app/islands/react.js') },
  { find: /^react-dom$/, replacement: own('preact/compat') },
  { find: /^react\/jsx-runtime$/, replacement: own('preact/compat/jsx-runtime') },
  { find: /^\.\/mount$/, replacement: join(app, 'app/islands/mount.preact.ts') },
]

/** Where the islands of a build directory are built (outside it: `react-router build` empties it). */
export function islandsOutDir(buildDirectory = process.env.WEB_BUILD_DIR ?? 'build'): string {
  return resolve(app, '.islands', basename(resolve(app, buildDirectory)))
}

/** What a page without React Router's client loads: the islands script and what it imports. */
export interface IslandsEntry {
  script: string
  preloads: string[]
}

/** The entry of a Vite manifest and, at any depth, the chunks it imports statically. */
export function entryOf(manifest: Manifest): IslandsEntry {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The islands manifest has no entry')
  const preloads = new Set<string>()
  const visit = (keys: readonly string[] = []) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || preloads.has(`/${chunk.file}`)) continue
      preloads.add(`/${chunk.file}`)
      visit(chunk.imports)
    }
  }
  visit(entry.imports)
  return { script: `/${entry.file}`, preloads: [...preloads] }
}

async function buildIslands(outDir = islandsOutDir()) {
  await build({
    configFile: false,
    root: app,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: islandAliases },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: true,
      // No preload helper around the islands' dynamic imports: the loader already requests the
      // script's own imports, and the helper's <link> insertions cost the first island's task
      // ~60 ms on a 4x slower CPU (measured, decision 0046); an island's few own chunks follow
      // its import.
      modulePreload: false,
      rolldownOptions: {
        input: clientFile,
        // The script exports nothing: no facade chunk in front of it.
        preserveEntrySignatures: false,
        output: {
          entryFileNames: 'assets/islands/[name]-[hash].js',
          chunkFileNames: 'assets/islands/[name]-[hash].js',
          // No inlining of common chunks (decision 0046): rolldown then wraps every module in
          // a lazy initialiser, which keeps whole packages (the console's client, both
          // catalogues) on every page: 29 KB more per page than the requests it saves.
        },
      },
    },
  })
  return entryOf(readManifest(outDir))
}

function readManifest(outDir: string): Manifest {
  const file = join(outDir, '.vite/manifest.json')
  if (!existsSync(file))
    throw new Error(`No islands build at ${outDir}: run \`node scripts/islands.ts\` first`)
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

const virtualId = 'virtual:islands'
const devEntryId = 'virtual:islands-dev-entry'

export function islandsPlugin(): Plugin {
  let command: 'serve' | 'build' = 'build'
  return {
    name: 'skill-courses:islands',
    enforce: 'pre',
    configResolved(config) {
      command = config.command
    },
    resolveId(source) {
      return source === virtualId || source === devEntryId ? `\0${source}` : null
    },
    load(id) {
      if (id === `\0${devEntryId}`)
        // React's fast refresh runtime first (React Router's, which its transform expects).
        return `import 'virtual:react-router/inject-hmr-runtime'\nimport ${JSON.stringify(clientFile)}\n`
      if (id !== `\0${virtualId}`) return null
      const entry: IslandsEntry =
        command === 'serve'
          ? { script: `/@id/__x00__${devEntryId}`, preloads: [] }
          : entryOf(readManifest(islandsOutDir()))
      return `export const islandsEntry = ${JSON.stringify(entry)}\n`
    },
    generateBundle() {
      // The islands' files join the client build (build/client/assets/islands).
      if (command !== 'build' || this.environment.name !== 'client') return
      const dir = join(islandsOutDir(), 'assets/islands')
      for (const name of readdirSync(dir))
        this.emitFile({
          type: 'asset',
          fileName: `assets/islands/${name}`,
          source: readFileSync(join(dir, name)),
        })
    },
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { script, preloads } = await buildIslands()
  console.log(`islands: ${script} (+${preloads.length} preloaded) in ${islandsOutDir()}`)
}
