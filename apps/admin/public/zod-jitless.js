// A classic script, so it runs before every module chunk: zod 4 builds object schemas with a
// `new Function` probe unless `jitless` is set, and the CSP (no eval) reports each probe. zod
// reads its config from this global when it loads (docs/decisions/0013).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
})
