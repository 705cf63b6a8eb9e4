// The inline scripts of the learner site's <head> (docs/decisions/0062-island-seam.md) are
// TypeScript modules, `*.head.ts`, imported with `?head`: this plugin compiles each (Vite's own
// bundler, minified, one IIFE) into the text root.tsx writes inline. They stay inline because
// each must run before the first paint or before any module, and an external script there would
// either block the paint or be one more request before it (decision 0047). Per-page values
// reach them as data attributes of their <script> (document.currentScript), so a script's text,
// and its CSP hash (scripts/hosting.ts), is the same on every page.
// Run directly by Node too (vite.config.ts, vitest.config.ts), so it imports only Node and Vite.
import { build, type Plugin, type Rolldown } from 'vite'

const query = '?head'

/** A head module compiled to the text of an inline script. */
export async function compileHeadScript(file: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      // What the oldest phones the site supports run (Android 7's Chrome): no module syntax.
      target: 'es2017',
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: file, output: { format: 'iife' } },
    },
  })
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = output?.output.find((o) => o.type === 'chunk')
  if (!chunk) throw new Error(`No script compiled from ${file}`)
  return chunk.code.trim()
}

export function headScriptsPlugin(): Plugin {
  return {
    name: 'skill-courses:head-scripts',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(query)) return null
      const file = id.slice(0, -query.length)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(await compileHeadScript(file))}\n`
    },
  }
}
