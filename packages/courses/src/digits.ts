/** Bangla digits ০-৯ in order, so `banglaDigits[n]` is the Bangla form of n. */
export const banglaDigits = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const

/** Replaces ASCII digits 0-9 with Bangla digits; leaves every other character alone. */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => banglaDigits[Number(d)] ?? d)
}

/** Replaces Bangla digits with ASCII digits 0-9 (for input typed on a Bangla keyboard). */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
}
