// Inline in every page's <head> (root.tsx; compiled by scripts/headScripts.ts): switches zod to
// `jitless` before any module runs. The CSP allows no eval
// (docs/decisions/0013-hosting-and-security-headers.md); otherwise zod probes `new Function` on
// its first parse (the catalogue is parsed while the modules load, before any of the app's code
// could call `z.config`), and the browser reports the blocked probe as a violation. zod 4 reads
// its config from `globalThis.__zod_globalConfig`.
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
})

export {}
