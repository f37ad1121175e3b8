// The web app manifest's icons (issue 17 §4, decision 0784), drawn from the brand mark (favicon.svg):
// 192 and 512 px 'any' icons, and a 512 px 'maskable' one whose mark sits inside the 80% safe zone
// on a full-bleed background, so Android's round or squircle mask never cuts it.
// Run after changing the mark: node apps/web/scripts/pwa-icons.ts (the PNGs are committed).
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

const PUBLIC = new URL('../public/', import.meta.url)
const INK = '#1f1a17' // the mark's own background

const mark = await readFile(new URL('favicon.svg', PUBLIC))

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(new URL(`icons/icon-${size}.png`, PUBLIC).pathname)
}

const inner = Math.round(512 * 0.72)
const small = await sharp(mark, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: INK } })
  .composite([{ input: small, gravity: 'centre' }])
  .png()
  .toFile(new URL('icons/maskable-512.png', PUBLIC).pathname)
console.log('icons written to apps/web/public/icons/')
