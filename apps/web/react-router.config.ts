import type { Config } from '@react-router/dev/config'

// Public pages are prerendered to HTML at build time; no server renders at request time.
// See docs/decisions/0003-prerendered-spa.md.
export default {
  ssr: false,
  async prerender() {
    return ['/']
  },
} satisfies Config
