// The three shots of a product: studio (on a plinth), detail (close, tilted, with a sticker) and
// lifestyle (on a wooden table by a window). Every choice is drawn from the product's own stream.
import type { Rng } from '../../../apps/api/src/seed/random.ts'
import type { Drawn } from '../shapes/shape.ts'
import { inkOn, mix, pastel, shade } from './colour.ts'
import { GLOBAL_DEFS } from './defs.ts'
import { esc, fitSize, floorShadow, paintDefs, type Paint } from './svg.ts'

export const SIZE = 960

const BACKDROPS = ['#f6e7d8', '#e4efe9', '#e8e6f5', '#fbe4e4', '#e3eef7', '#f7f0d9', '#eceae6', '#f4e1ec', '#e6f0dc', '#fdebd3']
const WALLS = ['#efe4d6', '#dfe8e2', '#e9dfd3', '#e2e5ee', '#f1e6dc', '#e7e0ea']

/** Places a drawn object with its base at (x, y), fitting a w × h box, optionally tilted. */
function place(d: Drawn, x: number, y: number, w: number, h: number, tilt = 0) {
  const s = Math.min(w / d.width, h / d.height)
  return {
    scale: s,
    svg: `<g transform="translate(${x},${y}) scale(${s})">${floorShadow(d.width * 0.55)}<g transform="rotate(${tilt})">${d.svg}</g></g>`,
  }
}

const frame = (p: Paint, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${GLOBAL_DEFS}${paintDefs(p)}</defs>${body}</svg>`

function pebbles(rng: Rng, y: number, colour: string) {
  return [...Array(rng.int(1, 3))]
    .map(() => {
      const x = rng.pick([rng.int(90, 250), rng.int(710, 870)])
      const r = rng.int(14, 34)
      return `<ellipse cx="${x}" cy="${y + rng.int(40, 140)}" rx="${r}" ry="${r * 0.8}" fill="${shade(colour, -0.12)}"/>`
    })
    .join('')
}

export function studioShot(p: Paint, d: Drawn, rng: Rng): string {
  const bg = rng.pick(BACKDROPS)
  const floorY = 700
  const placed = place(d, SIZE / 2, floorY - 10, 600, 520)
  const plinthRx = Math.max(170, (d.width * placed.scale) / 2 + 60)
  const behind = rng.chance(0.5)
    ? `<circle cx="480" cy="${floorY - 300}" r="${rng.int(230, 300)}" fill="${pastel(p.body, 0.55)}" opacity="0.7"/>`
    : `<path d="M${480 - 240},${floorY} L${480 - 240},${floorY - 420} A240,240 0 0 1 ${480 + 240},${floorY - 420} L${480 + 240},${floorY} Z" fill="${pastel(p.accent, 0.6)}" opacity="0.75"/>`
  return frame(
    p,
    `<rect width="960" height="960" fill="${bg}"/>${behind}
    <rect y="${floorY}" width="960" height="${SIZE - floorY}" fill="${shade(bg, -0.06)}"/>
    <ellipse cx="480" cy="${floorY + 56}" rx="${plinthRx + 40}" ry="46" fill="url(#shadow)" opacity="0.16"/>
    <rect x="${480 - plinthRx}" y="${floorY - 10}" width="${plinthRx * 2}" height="60" fill="${shade(bg, -0.14)}"/>
    <ellipse cx="480" cy="${floorY + 50}" rx="${plinthRx}" ry="28" fill="${shade(bg, -0.14)}"/>
    <ellipse cx="480" cy="${floorY - 10}" rx="${plinthRx}" ry="28" fill="${shade(bg, 0.35)}"/>
    ${pebbles(rng, floorY, bg)}${placed.svg}
    <rect width="960" height="960" fill="url(#studio-light)"/>`,
  )
}

export function detailShot(p: Paint, d: Drawn, rng: Rng, sticker: string): string {
  const a = pastel(p.body, 0.7)
  const b = pastel(p.accent, 0.65)
  const tilt = rng.pick([-1, 1]) * rng.int(6, 14)
  const dots = [...Array(26)]
    .map(() => `<circle cx="${rng.int(0, 960)}" cy="${rng.int(0, 960)}" r="${rng.int(3, 9)}" fill="${rng.pick([p.accent, p.body, '#ffffff'])}" opacity="0.35"/>`)
    .join('')
  const placed = place(d, 480 + rng.int(-40, 40), 800, 760, 640, tilt)
  const stickerBg = p.accent
  return frame(
    p,
    `<rect width="960" height="960" fill="${a}"/><path d="M0,${rng.int(520, 700)} L960,${rng.int(260, 420)} L960,960 L0,960 Z" fill="${b}"/>
    ${dots}${placed.svg}
    <g transform="translate(800,160) rotate(${rng.int(-14, 14)})"><circle r="104" fill="${stickerBg}"/><circle r="92" fill="none" stroke="${inkOn(stickerBg)}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="6 6"/>
      <text y="-8" font-family="Noto Sans" font-weight="800" font-size="${fitSize(sticker.split('\n')[0]!, 150, 30)}" fill="${inkOn(stickerBg)}" text-anchor="middle">${esc(sticker.split('\n')[0]!)}</text>
      <text y="28" font-family="Noto Sans" font-weight="600" font-size="${fitSize(sticker.split('\n')[1] ?? '', 150, 24)}" fill="${inkOn(stickerBg)}" text-anchor="middle">${esc(sticker.split('\n')[1] ?? '')}</text></g>
    <rect width="960" height="960" fill="url(#studio-light)"/>`,
  )
}

function plant(x: number, y: number, pot: string) {
  const leaves = [-50, -25, 0, 25, 50]
    .map((a, i) => `<path transform="translate(${x},${y - 120}) rotate(${a})" d="M0,0 Q30,-70 0,-${150 + (i % 2) * 40} Q-30,-70 0,0 Z" fill="${i % 2 ? '#4f8a5b' : '#3e7549'}"/>`)
    .join('')
  return `${leaves}<path d="M${x - 60},${y - 130} L${x + 60},${y - 130} L${x + 46},${y} L${x - 46},${y} Z" fill="${pot}"/>`
}

function books(x: number, y: number, rng: Rng) {
  return [0, 1, 2]
    .map((i) => `<rect x="${x - 110 + rng.int(-10, 10)}" y="${y - 34 * (i + 1)}" width="220" height="32" rx="4" fill="${rng.pick(['#2f4858', '#b5523b', '#d9b26f', '#5b7f6a', '#7a4b6b'])}"/>`)
    .join('')
}

export function lifestyleShot(p: Paint, d: Drawn, rng: Rng): string {
  const wall = rng.pick(WALLS)
  const tableY = 640
  const side = rng.pick([-1, 1])
  const placed = place(d, 480 + side * 90, tableY + 150, 560, 540)
  const prop = rng.chance(0.6) ? plant(480 - side * 300, tableY + 110, mix(p.accent, '#c4734f', 0.5)) : books(480 - side * 290, tableY + 120, rng)
  const grain = [...Array(7)].map((_, i) => `<path d="M0,${tableY + 40 + i * 46} Q480,${tableY + 30 + i * 46 + rng.int(-10, 10)} 960,${tableY + 44 + i * 46}" stroke="#7a5233" stroke-opacity="0.18" stroke-width="3" fill="none"/>`)
  return frame(
    p,
    `<rect width="960" height="960" fill="${wall}"/>
    <path d="M${side > 0 ? 620 : 120},0 L${side > 0 ? 900 : 400},0 L${side > 0 ? 700 : 220},${tableY} L${side > 0 ? 420 : -60},${tableY} Z" fill="#ffffff" opacity="0.35"/>
    <rect y="${tableY}" width="960" height="${SIZE - tableY}" fill="url(#wood)"/>${grain.join('')}
    <rect y="${tableY}" width="960" height="10" fill="#000" opacity="0.08"/>
    ${prop}${placed.svg}
    <rect width="960" height="960" fill="url(#studio-light)" opacity="0.6"/>`,
  )
}
