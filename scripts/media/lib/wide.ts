// Wide compositions: brand banners, guide heroes and home banners share one layout (text left, tiles right).
import { inkOn, shade } from './colour.ts'
import { esc, fitSize } from './svg.ts'

export type WideText = { kicker: string; title: string; line: string; cta?: string }

export function wideBackground(w: number, h: number, colour: string, text: WideText): string {
  const ink = inkOn(colour)
  const titleSize = fitSize(text.title, w * 0.44, h * 0.2, 0.58)
  const lineSize = fitSize(text.line, w * 0.46, h * 0.065, 0.5)
  const cta = text.cta
    ? `<rect x="${w * 0.06}" y="${h * 0.72}" width="${text.cta.length * h * 0.032 + 60}" height="${h * 0.12}" rx="${h * 0.06}" fill="${ink}"/>
       <text x="${w * 0.06 + 30}" y="${h * 0.8}" font-family="Noto Sans" font-weight="700" font-size="${h * 0.05}" fill="${colour}">${esc(text.cta)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.12)}"/><stop offset="1" stop-color="${shade(colour, -0.18)}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w * 0.74}" cy="${h * 0.5}" r="${h * 0.62}" fill="${shade(colour, 0.25)}" opacity="0.35"/>
    <circle cx="${w * 0.95}" cy="${h * 0.1}" r="${h * 0.28}" fill="${shade(colour, 0.4)}" opacity="0.25"/>
    <text x="${w * 0.06}" y="${h * 0.24}" font-family="Noto Sans" font-weight="700" font-size="${h * 0.055}" letter-spacing="3" fill="${ink}" opacity="0.8">${esc(text.kicker.toUpperCase())}</text>
    <text x="${w * 0.06}" y="${h * 0.24 + titleSize * 1.1}" font-family="Noto Serif Display" font-weight="700" font-size="${titleSize}" fill="${ink}">${esc(text.title)}</text>
    <text x="${w * 0.06}" y="${h * 0.24 + titleSize * 1.1 + lineSize * 1.8}" font-family="Noto Sans" font-size="${lineSize}" fill="${ink}" opacity="0.85">${esc(text.line)}</text>
    ${cta}</svg>`
}

/** Three overlapping photo tiles across the right half of a wide image. */
export function rightTiles(w: number, h: number, keys: Array<{ mediaKey: string; photo: number }>) {
  const size = Math.round(h * 0.56)
  const left = w * 0.53
  const step = (w - 24 - left - size) / 2
  const tops = [h * 0.3, h * 0.1, h * 0.26]
  return keys.slice(0, 3).map((k, i) => ({ ...k, x: Math.round(left + i * step), y: Math.round(tops[i]!), size }))
}
