// Copies the Bangla web font into public/fonts/ (committed; the build does not run this).
// Source: the npm package @fontsource/noto-sans-bengali (Noto Sans Bengali, SIL Open Font
// License 1.1; its LICENSE is copied next to the files). Only the "bengali" subset files are
// taken: they cover U+0980-09FF (letters, conjunct-forming virama, ৳ U+09F3), the danda
// U+0964-0965 and ZWJ/ZWNJ, so Latin text keeps the system font. Regular (400) only: bold
// Bangla text is the regular drawn bolder by the browser, which saves learners 48 KB per
// first visit (docs/decisions/0012-bangla.md).
// Run: node apps/web/scripts/copy-fonts.mjs   (after pnpm install)
import { copyFile, mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const pkg = dirname(require.resolve('@fontsource/noto-sans-bengali/package.json'))
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fonts')

const files = ['noto-sans-bengali-bengali-400-normal.woff2']

await mkdir(out, { recursive: true })
for (const file of files) await copyFile(join(pkg, 'files', file), join(out, file))
await copyFile(join(pkg, 'LICENSE'), join(out, 'noto-sans-bengali.LICENSE.txt'))
console.log(`copied ${files.length} font file(s) and the licence to ${out}`)
