/** Self-hosted Noto Sans Bengali, regular only (see public/fonts and scripts/copy-fonts.mjs). */
const banglaFontFile = '/fonts/noto-sans-bengali-bengali-400-normal.woff2'

export const banglaFontPreload = {
  rel: 'preload',
  href: banglaFontFile,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const
