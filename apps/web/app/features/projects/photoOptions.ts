import type { Options } from 'browser-image-compression'

/**
 * How a picked photo is compressed before it is sent (photos.ts), to about 1 MB: a phone's
 * 12-megapixel photo is 4-8 MB of someone's mobile data. Plain data, so `pnpm bench:photo`
 * (tools/perf) times exactly what the site runs.
 */
export const photoCompression: Options = {
  maxSizeMB: 1,
  maxWidthOrHeight: 2048,
  // The library's worker is a blob: that fetches the library again from a CDN, which the site's
  // CSP (worker-src 'self', no third-party scripts) refuses: compress on the page, in short
  // tasks (pnpm bench:photo: longest task 0.4 s with the CPU slowed 4x), and say so.
  useWebWorker: false,
  // JPEG: every phone's browser encodes it (WebP from a canvas is not everywhere).
  fileType: 'image/jpeg',
  initialQuality: 0.8,
}
