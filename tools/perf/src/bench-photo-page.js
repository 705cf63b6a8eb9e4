// The page of `pnpm bench:photo` (bench-photo.ts inlines it after browser-image-compression's
// browser bundle, which defines the global `imageCompression`).
/* global imageCompression */

/** A seeded generator (mulberry32): the same photo on every run. */
function random(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A phone's 12-megapixel photo (4000x3000), made here: soft light, objects with edges, and the
 * grain of a small sensor, so it does not compress trivially; JPEG at 0.92 as a camera app saves.
 */
async function makePhoto(width, height) {
  const rand = random(33)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  const sky = ctx.createLinearGradient(0, 0, width * 0.3, height)
  sky.addColorStop(0, '#8fb3d9')
  sky.addColorStop(0.55, '#e8d3b0')
  sky.addColorStop(1, '#5a4632')
  ctx.fillStyle = sky
  ctx.fillRect(0, 0, width, height)
  for (let i = 0; i < 400; i++) {
    const x = rand() * width
    const y = rand() * height
    const r = 20 + rand() * 260
    const light = ctx.createRadialGradient(x, y, r * 0.1, x, y, r)
    const hue = Math.floor(rand() * 360)
    light.addColorStop(0, `hsla(${hue}, 55%, ${30 + rand() * 50}%, 0.9)`)
    light.addColorStop(1, `hsla(${(hue + 40) % 360}, 40%, 40%, 0)`)
    ctx.fillStyle = light
    if (rand() < 0.5) {
      ctx.beginPath()
      ctx.arc(x, y, r, 0, Math.PI * 2)
      ctx.fill()
    } else {
      ctx.save()
      ctx.translate(x, y)
      ctx.rotate(rand() * Math.PI)
      ctx.fillRect(-r, -r / 2, r * 2, r)
      ctx.restore()
    }
  }
  ctx.lineWidth = 3
  for (let i = 0; i < 300; i++) {
    ctx.strokeStyle = `hsla(${Math.floor(rand() * 360)}, 30%, ${rand() * 100}%, 0.6)`
    ctx.beginPath()
    ctx.moveTo(rand() * width, rand() * height)
    ctx.bezierCurveTo(
      rand() * width,
      rand() * height,
      rand() * width,
      rand() * height,
      rand() * width,
      rand() * height,
    )
    ctx.stroke()
  }
  const image = ctx.getImageData(0, 0, width, height)
  const data = image.data
  for (let i = 0; i < data.length; i += 4) {
    // luminance grain plus a little colour noise
    const grain = (rand() + rand() - 1) * 16
    data[i] = data[i] + grain + (rand() - 0.5) * 6
    data[i + 1] = data[i + 1] + grain + (rand() - 0.5) * 6
    data[i + 2] = data[i + 2] + grain + (rand() - 0.5) * 6
  }
  ctx.putImageData(image, 0, 0)
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
  canvas.width = 0
  canvas.height = 0
  return new File([blob], 'IMG_20261127_101500.jpg', { type: 'image/jpeg', lastModified: 0 })
}

let photo = null

window.benchPhoto = {
  /** Makes the photo once; its size and dimensions. */
  async make(width, height) {
    photo = await makePhoto(width, height)
    return { size: photo.size, width, height, type: photo.type }
  },
  /**
   * One compression of the photo with the site's options, timed in the page, with the longest
   * task it ran on the main thread (while one runs, the page answers no tap).
   */
  async compress(options) {
    const tasks = []
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
    observer.observe({ type: 'longtask' })
    const started = performance.now()
    const out = await imageCompression(photo, options)
    const ms = performance.now() - started
    tasks.push(...observer.takeRecords())
    observer.disconnect()
    const bitmap = await createImageBitmap(out)
    const result = {
      ms,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      size: out.size,
      width: bitmap.width,
      height: bitmap.height,
      type: out.type,
    }
    bitmap.close()
    return result
  },
}
