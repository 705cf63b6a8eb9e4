/** Self-hosted Noto Sans Bengali (see public/fonts and scripts/copy-fonts.mjs). */
export const banglaFontFiles = {
  regular: '/fonts/noto-sans-bengali-bengali-400-normal.woff2',
  bold: '/fonts/noto-sans-bengali-bengali-700-normal.woff2',
} as const

export const banglaFontPreload = {
  rel: 'preload',
  href: banglaFontFiles.regular,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const
