// The pages a build wrote: the build's last steps (react-router.config.ts: buildEnd) each read
// and rewrite them.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every HTML file of a build, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}
