// Composites rendered product photos onto wide backgrounds (banners, guide heroes).
import sharp, { type OverlayOptions } from 'sharp'
import { productPhotoUrl } from '../../../apps/api/src/seed/media-urls.ts'
import { mediaPath } from './encode.ts'

export type Tile = { mediaKey: string; photo: number; x: number; y: number; size: number }

const roundedMask = (size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size * 0.08}"/></svg>`)

/** Background SVG + product photo tiles (rounded, with a soft shadow) → PNG buffer. */
export async function withTiles(backgroundSvg: string, tiles: Tile[]): Promise<Buffer> {
  const layers: OverlayOptions[] = []
  for (const t of tiles) {
    const photo = await sharp(mediaPath(productPhotoUrl(t.mediaKey, t.photo, 640)))
      .resize(t.size, t.size)
      .composite([{ input: roundedMask(t.size), blend: 'dest-in' }])
      .png()
      .toBuffer()
    const shadow = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${t.size + 60}" height="${t.size + 60}"><rect x="30" y="40" width="${t.size}" height="${t.size}" rx="${t.size * 0.08}" fill="#000" opacity="0.25"/></svg>`),
    )
      .blur(14)
      .png()
      .toBuffer()
    layers.push({ input: shadow, left: t.x - 30, top: t.y - 30 }, { input: photo, left: t.x, top: t.y })
  }
  return sharp(Buffer.from(backgroundSvg)).composite(layers).png().toBuffer()
}
