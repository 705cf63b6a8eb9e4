// Draws the site's own images (no stock photos): per course, a thumbnail in three widths
// (400, 600, 800; 1200:630) as AVIF and WebP, and a 1200x630 Open Graph JPEG, plus the site's
// Open Graph card. Each is an SVG we write here, rasterised by Debian's Chromium and encoded
// by sharp. `{id}.webp` is the 600-wide one (the <img> src); the others are `{id}-{width}`.
// Run when the catalogue's titles or prices change:
//   node apps/web/scripts/make-images.mjs        (the files are committed)
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import sharp from 'sharp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')
const site = {
  name: 'Skill Courses',
  tagline: 'Creative and AI skills on your phone',
  place: 'Chattagram, Bangladesh',
}
// Titles and prices as in @repo/courses (docs/product.md#courses). 'Tk' rather than the taka sign:
// the sign needs a Bengali font, which the machine drawing these images may not have.
const courses = [
  {
    id: 'creative-design',
    title: 'Creative Design',
    price: 'Tk 399',
    was: 'Tk 999',
    off: '60% OFF',
    from: '#1d5fd6',
    to: '#7c3aed',
    icon: 'M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-.9-.7-1.2-.7-2s.6-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8Zm-5 9.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
  },
  {
    id: 'web-development',
    title: 'Web Development with AI',
    price: 'Tk 699',
    was: 'Tk 1,499',
    off: '53% OFF',
    from: '#0f766e',
    to: '#1d5fd6',
    icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  },
  {
    id: 'video-editing',
    title: 'Video Editing',
    price: 'Tk 499',
    was: 'Tk 1,299',
    off: '62% OFF',
    from: '#b91c1c',
    to: '#c2410c',
    icon: 'M4 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm12 4 5-3v10l-5-3',
  },
]

function card({ title, line2, price, was, off, from, to, icon }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1050" cy="120" r="260" fill="#fff" opacity=".08"/><circle cx="1120" cy="560" r="180" fill="#fff" opacity=".06"/>
  <g transform="translate(880 180) scale(11)" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round" opacity=".9"><path d="${icon}"/></g>
  <text x="80" y="110" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#fff" opacity=".9">${site.name}</text>
  <text x="80" y="270" font-family="DejaVu Sans, sans-serif" font-size="${title.length > 18 ? 62 : 76}" font-weight="800" fill="#fff">${title}</text>
  <text x="80" y="335" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#fff" opacity=".9">${line2}</text>
  ${
    price
      ? `<text x="80" y="480" font-family="DejaVu Sans, sans-serif" font-size="88" font-weight="800" fill="#fff">${price}</text>
  <text x="${80 + price.length * 54 + 20}" y="480" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#fff" opacity=".75" text-decoration="line-through">${was}</text>
  <rect x="80" y="520" rx="24" width="230" height="56" fill="#f59e0b"/><text x="195" y="559" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="800" fill="#111827">${off}</text>`
      : ''
  }
</svg>`
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()

async function render(svg, width, height, type) {
  await page.setContent(`<canvas id="c" width="${width}" height="${height}"></canvas>`)
  return page.evaluate(
    async ({ svg, width, height, type }) => {
      const img = new Image()
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      await img.decode()
      const canvas = document.getElementById('c')
      canvas.getContext('2d').drawImage(img, 0, 0, width, height)
      return canvas.toDataURL(type, 0.8).split(',')[1]
    },
    { svg, width, height, type },
  )
}

/** The thumbnail widths (apps/web/app/components/courseImage.ts builds the srcset from them). */
const thumbnailWidths = [400, 600, 800]

function writeFile(path, bytes) {
  const file = join(root, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, bytes)
  console.log(path, bytes.length)
}

function write(path, base64) {
  writeFile(path, Buffer.from(base64, 'base64'))
}

for (const c of courses) {
  const svg = card({ ...c, line2: site.place })
  write(`og/${c.id}.jpg`, await render(svg, 1200, 630, 'image/jpeg'))
  // Thumbnails sit next to the page's own price, so they carry no price.
  const thumb = card({ ...c, price: undefined, line2: site.place })
  for (const width of thumbnailWidths) {
    const png = Buffer.from(await render(thumb, width, (width * 315) / 600, 'image/png'), 'base64')
    const name = width === 600 ? c.id : `${c.id}-${width}`
    writeFile(`images/courses/${name}.webp`, await sharp(png).webp({ quality: 80 }).toBuffer())
    writeFile(
      `images/courses/${c.id}-${width}.avif`,
      await sharp(png).avif({ quality: 55 }).toBuffer(),
    )
  }
}
write(
  'og/site.jpg',
  await render(
    card({
      title: site.tagline,
      line2: `Design · Web Development with AI · Video Editing`,
      from: '#0f2f6b',
      to: '#1d5fd6',
      icon: 'M4 4h16v12H4zM2 20h20',
    }),
    1200,
    630,
    'image/jpeg',
  ),
)
await browser.close()
