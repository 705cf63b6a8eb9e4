// Refuses to run the project's scripts on a Node outside `engines.node` (docs/decisions/0001).
// Plain JavaScript, so that it runs, and says why, on the wrong Node too (Node 20 cannot run .ts).
// pnpm puts node_modules/.bin first on every script's PATH, and the `node` devDependency puts
// Node 22 there, so this only fails when that link is missing (install not run, or broken).
import { readFileSync } from 'node:fs'
import semver from 'semver'

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
  .node
if (!semver.satisfies(process.version, range)) {
  console.error(
    `This project needs Node ${range} (.node-version); this is ${process.version} (${process.execPath}).\n` +
      'Run `pnpm install` first: it installs Node 22 from the npm registry into node_modules/.bin,\n' +
      'which pnpm puts first on PATH for every script.',
  )
  process.exit(1)
}
