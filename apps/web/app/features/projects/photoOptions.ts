import type { Options } from 'browser-image-compression'

/**
 * How a picked photo is compressed before it is sent (photos.ts), to about 1 MB: a phone's
 * 12-megapixel photo is 4-8 MB of someone's mobile data. Plain data, so `pnpm bench:photo`
 * (tools/perf) times exactly what the site runs.
 */
export const photoCompression: Options = {
  maxSizeMB: 1,
  maxWidthOrHeight: 2048,
  useWebWorker: true,
  // JPEG: every phone's browser encodes it (WebP from a canvas is not everywhere).
  fileType: 'image/jpeg',
  initialQuality: 0.8,
}
