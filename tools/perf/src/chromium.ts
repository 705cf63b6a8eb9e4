// Debian's Chromium, as every browser test and `pnpm perf` start it: browsers are never
// downloaded, and on this machine's closed network the background-networking flags keep Chromium
// from refusing connections at every start.

/** Where Debian's `chromium` package puts the browser. */
export const chromiumPath = '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
