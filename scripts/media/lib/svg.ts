// SVG building blocks shared by every shape and scene: paint, gradients, text that fits, escaping.
import { inkOn, shade } from './colour.ts'

export const esc = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** What a shape is painted with. `id` prefixes gradient ids so several objects can share one SVG. */
export type Paint = {
  id: string
  body: string
  accent: string
  label: string
  brand: string
  detail: string
  /** 0…1 per product: shapes use it for small variations (proportions, patterns). */
  vary: number
}

export const dark = (p: Paint, a = 0.35) => shade(p.body, -a)
export const light = (p: Paint, a = 0.35) => shade(p.body, a)

/** Horizontal shading that makes a flat shape read as a cylinder. */
export function cylinderGradient(id: string, c: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${shade(c, -0.38)}"/><stop offset="0.22" stop-color="${c}"/>
    <stop offset="0.42" stop-color="${shade(c, 0.35)}"/><stop offset="0.62" stop-color="${c}"/>
    <stop offset="1" stop-color="${shade(c, -0.45)}"/></linearGradient>`
}

/** Top-lit shading for boxes and flat objects. */
export function verticalGradient(id: string, c: string, top = 0.18, bottom = -0.22): string {
  return `<linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="${shade(c, top)}"/><stop offset="1" stop-color="${shade(c, bottom)}"/></linearGradient>`
}

/** Gradients every shape may use: `${id}-cyl`, `${id}-vert`, `${id}-acc`, `${id}-metal`, `${id}-glass`. */
export function paintDefs(p: Paint): string {
  return [
    cylinderGradient(`${p.id}-cyl`, p.body),
    verticalGradient(`${p.id}-vert`, p.body),
    cylinderGradient(`${p.id}-acc`, p.accent),
    cylinderGradient(`${p.id}-metal`, '#c9ccd1'),
    `<linearGradient id="${p.id}-glass" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.05"/>
      <stop offset="0.3" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.08"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
  ].join('')
}

/** Font size that fits `text` into `width` (Noto Sans bold averages ~0.62 em per character). */
export const fitSize = (text: string, width: number, max: number, em = 0.62) =>
  Math.min(max, width / Math.max(1, text.length * em))

/** A printed label: brand on top, product label large, detail small. Centered on (cx, cy). */
export function label(p: Paint, cx: number, cy: number, w: number, h: number, bg = '#fbf7f1', radius = 8): string {
  const ink = bg === 'none' ? inkOn(p.body) : inkOn(bg)
  const size = fitSize(p.label, w * 0.86, h * 0.3)
  const brandSize = fitSize(p.brand, w * 0.8, h * 0.16, 0.5)
  const rect = bg === 'none' ? '' : `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${radius}" fill="${bg}"/>`
  const rule = `<rect x="${cx - w * 0.18}" y="${cy - h * 0.12}" width="${w * 0.36}" height="${Math.max(2, h * 0.025)}" fill="${p.accent}"/>`
  return `${rect}${rule}
    <text x="${cx}" y="${cy - h * 0.2}" font-family="Noto Serif Display" font-style="italic" font-size="${brandSize}" fill="${ink}" text-anchor="middle" opacity="0.85">${esc(p.brand)}</text>
    <text x="${cx}" y="${cy + h * 0.16}" font-family="Noto Sans" font-weight="700" font-size="${size}" fill="${ink}" text-anchor="middle" letter-spacing="0.5">${esc(p.label)}</text>
    <text x="${cx}" y="${cy + h * 0.36}" font-family="Noto Sans" font-size="${Math.min(h * 0.11, fitSize(p.detail, w * 0.9, 99, 0.55))}" fill="${ink}" text-anchor="middle" opacity="0.7">${esc(p.detail)}</text>`
}

/** A soft shadow under an object standing at (0, 0) of its own frame. */
export const floorShadow = (rx: number, ry = rx * 0.16, opacity = 0.32) =>
  `<ellipse cx="0" cy="${ry * 0.2}" rx="${rx * 1.1}" ry="${ry * 1.3}" fill="url(#shadow)" opacity="${opacity}"/>`
