// Post-build step of the learner site, between `react-router build` and scripts/hosting.ts:
// builds the islands script (app/islands/client.ts, with Preact standing in for React and
// app/islands/router.tsx for React Router) and gives every prerendered page that script instead
// of the React Router app. The SPA fallback (client-rendered routes) keeps the app.
// See docs/decisions/0014-islands.md. Run directly by Node (type stripping).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { htmlFiles } from './hosting.ts'

const app = resolve(import.meta.dirname, '..')
const own = (specifier: string) => fileURLToPath(import.meta.resolve(specifier))

/** What stands in for what in the islands script. */
export const islandAliases = [
  { find: /^react$/, replacement: join(app, 'app/islands/react.js') },
  { find: /^react-dom$/, replacement: own('preact/compat') },
  { find: /^react\/jsx-runtime$/, replacement: own('preact/compat/jsx-runtime') },
  { find: /^react-router$/, replacement: join(app, 'app/islands/router.tsx') },
]

/**
 * A prerendered page without React Router's scripts (its module preloads, context, route
 * imports, stream and scroll restoration) and with the islands script and its imports.
 */
export function islandPage(html: string, entry: string, imports: readonly string[]): string {
  const routerScript =
    /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__reactRouter|react-router-scroll-positions)[\s\S]*?<\/script>/g
  const stripped = html
    .replace(/<link rel="modulepreload" href="[^"]*"\/?>/g, '')
    .replace(routerScript, '')
    .replace(/<!--\/?\$-->/g, '')
  if (/__reactRouter|modulepreload/.test(stripped))
    throw new Error('React Router script left in a page')
  const tags =
    imports.map((src) => `<link rel="modulepreload" href="${src}"/>`).join('') +
    `<script type="module" src="${entry}"></script>`
  return stripped.replace('</head>', `${tags}</head>`)
}

async function buildIslands(client: string) {
  const output = (await build({
    configFile: false,
    root: app,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: islandAliases },
    build: {
      outDir: client,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: join(app, 'app/islands/client.ts'),
        // The script exports nothing: no facade chunk in front of it.
        preserveEntrySignatures: false,
        output: {
          entryFileNames: 'assets/islands/[name]-[hash].js',
          chunkFileNames: 'assets/islands/[name]-[hash].js',
          // Tiny shared helpers go into the islands that use them rather than costing a
          // request (and its headers) of their own on a slow link.
          codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
        },
      },
    },
  })) as Rolldown.RolldownOutput
  const entry = output.output.find(
    (o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.isEntry,
  )
  if (!entry) throw new Error('The islands build has no entry chunk')
  // Everything the entry imports statically, at any depth, is preloaded with it.
  const chunks = new Map(output.output.map((o) => [o.fileName, o]))
  const imports = new Set<string>()
  const visit = (file: string) => {
    const chunk = chunks.get(file)
    if (chunk?.type !== 'chunk') return
    for (const dep of chunk.imports) {
      if (imports.has(dep)) continue
      imports.add(dep)
      visit(dep)
    }
  }
  visit(entry.fileName)
  return { entry: `/${entry.fileName}`, imports: [...imports].map((f) => `/${f}`) }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const client = resolve(app, process.env.WEB_BUILD_DIR ?? 'build', 'client')
  if (!existsSync(client)) throw new Error(`No build at ${client}`)
  const { entry, imports } = await buildIslands(client)
  // Every prerendered page; the SPA fallback is the one page that stays the app.
  const pages = htmlFiles(client).filter(
    (f) =>
      relative(client, f) !== '__spa-fallback.html' &&
      readFileSync(f, 'utf8').includes('__reactRouterContext'),
  )
  for (const file of pages)
    writeFileSync(file, islandPage(readFileSync(file, 'utf8'), entry, imports))
  console.log(`islands: ${entry} on ${pages.length} prerendered pages`)
}
