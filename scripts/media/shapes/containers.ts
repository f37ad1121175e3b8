// Bottles, jars, tubes, pouches, tins, boxes: packaged goods with a printed label.
import { mix, shade } from '../lib/colour.ts'
import { dark, label, light, type Paint } from '../lib/svg.ts'
import type { Drawn } from './shape.ts'

const glass = (p: Paint, x: number, y: number, w: number, h: number, r: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${p.id}-glass)"/>`

export function bottle(p: Paint): Drawn {
  const w = 170 + p.vary * 40
  const h = 300
  const body = `M${-w / 2},-40 L${-w / 2},${-h + 40} Q${-w / 2},${-h - 10} -34,${-h - 40} L-34,${-h - 80} L34,${-h - 80} L34,${-h - 40} Q${w / 2},${-h - 10} ${w / 2},${-h + 40} L${w / 2},-40 Q${w / 2},0 ${w / 2 - 40},0 L${-w / 2 + 40},0 Q${-w / 2},0 ${-w / 2},-40 Z`
  return {
    svg: `<path d="${body}" fill="url(#${p.id}-cyl)"/>
      <rect x="-40" y="${-h - 140}" width="80" height="66" rx="8" fill="url(#${p.id}-acc)"/>
      ${label(p, 0, -h / 2 + 10, w * 0.86, h * 0.46)}
      ${glass(p, -w / 2 + 14, -h + 30, w * 0.3, h - 60, 20)}`,
    width: w,
    height: h + 140,
  }
}

export function dropper(p: Paint): Drawn {
  const amber = mix(p.body, '#7a3e12', 0.55)
  return {
    svg: `<rect x="-70" y="-200" width="140" height="200" rx="22" fill="${amber}"/>
      <rect x="-70" y="-200" width="140" height="200" rx="22" fill="url(#${p.id}-glass)"/>
      <rect x="-34" y="-236" width="68" height="40" rx="6" fill="#1f1f1f"/>
      <path d="M-22,-236 Q-26,-318 0,-322 Q26,-318 22,-236 Z" fill="${shade(p.accent, -0.2)}"/>
      ${label(p, 0, -98, 124, 110)}`,
    width: 150,
    height: 330,
  }
}

export function pump(p: Paint): Drawn {
  const w = 170
  return {
    svg: `<rect x="${-w / 2}" y="-290" width="${w}" height="290" rx="36" fill="url(#${p.id}-cyl)"/>
      <rect x="-38" y="-318" width="76" height="34" rx="6" fill="${dark(p, 0.5)}"/>
      <rect x="-10" y="-372" width="20" height="56" fill="#e9e6e1"/>
      <path d="M-30,-372 L62,-372 Q76,-372 76,-384 L76,-392 L-30,-392 Z" fill="#f1eee9"/>
      ${label(p, 0, -140, w * 0.84, 150)}
      ${glass(p, -w / 2 + 12, -270, 40, 240, 16)}`,
    width: w + 20,
    height: 392,
  }
}

export function jar(p: Paint): Drawn {
  const w = 250
  return {
    svg: `<rect x="${-w / 2}" y="-230" width="${w}" height="230" rx="34" fill="url(#${p.id}-cyl)"/>
      <rect x="${-w / 2 - 6}" y="-290" width="${w + 12}" height="66" rx="12" fill="url(#${p.id}-acc)"/>
      ${[...Array(9)].map((_, i) => `<rect x="${-w / 2 + 6 + i * 30}" y="-284" width="4" height="54" fill="#000" opacity="0.12"/>`).join('')}
      ${label(p, 0, -112, w * 0.82, 130)}
      ${glass(p, -w / 2 + 10, -220, 46, 200, 20)}`,
    width: w + 12,
    height: 290,
  }
}

export function tub(p: Paint): Drawn {
  const w = 270
  return {
    svg: `<path d="M${-w / 2},-250 L${w / 2},-250 L${w / 2 - 16},-10 Q${w / 2 - 18},0 ${w / 2 - 30},0 L${-w / 2 + 30},0 Q${-w / 2 + 18},0 ${-w / 2 + 16},-10 Z" fill="url(#${p.id}-cyl)"/>
      <rect x="${-w / 2 - 8}" y="-292" width="${w + 16}" height="48" rx="10" fill="url(#${p.id}-acc)"/>
      ${label(p, 0, -128, w * 0.78, 150, 'none')}`,
    width: w + 16,
    height: 292,
  }
}

export function pouch(p: Paint): Drawn {
  const w = 260 + p.vary * 30
  const h = 360
  return {
    svg: `<path d="M${-w / 2 + 6},${-h} L${w / 2 - 6},${-h} L${w / 2},-30 Q${w / 2 - 4},0 ${w / 2 - 40},0 L${-w / 2 + 40},0 Q${-w / 2 + 4},0 ${-w / 2},-30 Z" fill="url(#${p.id}-vert)"/>
      <rect x="${-w / 2 + 6}" y="${-h}" width="${w - 12}" height="26" fill="${dark(p, 0.15)}"/>
      <line x1="${-w / 2 + 12}" y1="${-h + 46}" x2="${w / 2 - 12}" y2="${-h + 46}" stroke="${dark(p, 0.3)}" stroke-width="4" stroke-dasharray="2 6"/>
      <circle cx="${w / 2 - 34}" cy="${-h + 70}" r="8" fill="${light(p, 0.5)}"/>
      ${label(p, 0, -h / 2 + 10, w * 0.8, h * 0.42, '#fbf7f1', 18)}
      <path d="M${-w / 2 + 20},-40 Q0,-10 ${w / 2 - 20},-40" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="6"/>`,
    width: w,
    height: h,
  }
}

export function tube(p: Paint): Drawn {
  return {
    svg: `<path d="M-95,-400 L95,-400 L62,-70 L-62,-70 Z" fill="url(#${p.id}-cyl)"/>
      <rect x="-100" y="-412" width="200" height="18" rx="3" fill="${dark(p, 0.2)}"/>
      ${[...Array(12)].map((_, i) => `<line x1="${-92 + i * 16}" y1="-410" x2="${-92 + i * 16}" y2="-396" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`).join('')}
      <rect x="-64" y="-72" width="128" height="72" rx="10" fill="url(#${p.id}-acc)"/>
      ${label(p, 0, -235, 150, 170, 'none')}`,
    width: 200,
    height: 412,
  }
}

export function tin(p: Paint): Drawn {
  const w = 220
  return {
    svg: `<rect x="${-w / 2}" y="-250" width="${w}" height="250" rx="10" fill="url(#${p.id}-cyl)"/>
      <rect x="${-w / 2 - 4}" y="-270" width="${w + 8}" height="56" rx="8" fill="url(#${p.id}-metal)"/>
      <rect x="${-w / 2}" y="-16" width="${w}" height="16" rx="4" fill="url(#${p.id}-metal)"/>
      ${label(p, 0, -112, w * 0.84, 150)}`,
    width: w + 8,
    height: 270,
  }
}

export function box(p: Paint): Drawn {
  // Proportions vary: flat game boxes, upright cartons.
  const w = 300 + p.vary * 80
  const h = 200 + (1 - p.vary) * 120
  const d = 60
  return {
    svg: `<path d="M${-w / 2},${-h} L${-w / 2 + d},${-h - d * 0.7} L${w / 2 + d},${-h - d * 0.7} L${w / 2},${-h} Z" fill="${light(p, 0.25)}"/>
      <path d="M${w / 2},${-h} L${w / 2 + d},${-h - d * 0.7} L${w / 2 + d},${-d * 0.7} L${w / 2},0 Z" fill="${dark(p, 0.3)}"/>
      <clipPath id="${p.id}-front"><rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}"/></clipPath>
      <rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="url(#${p.id}-vert)"/>
      <g clip-path="url(#${p.id}-front)"><circle cx="${-w / 2 + 30}" cy="${-h + 30}" r="80" fill="${p.accent}" opacity="0.45"/>
      <circle cx="${w / 2 - 20}" cy="-20" r="64" fill="${light(p, 0.4)}" opacity="0.5"/></g>
      ${label(p, 0, -h / 2, w * 0.72, Math.min(h * 0.62, 170), '#fbf7f1', 14)}`,
    width: w + d * 2,
    height: h + d,
  }
}

export function bar(p: Paint): Drawn {
  const one = (y: number, c: string, x = 0) => {
    const zig = [...Array(7)].map((_, i) => `${i % 2 ? -226 : -238},${y - 54 + i * 18}`).join(' ')
    const zag = [...Array(7)].map((_, i) => `${i % 2 ? 226 : 238},${y - 54 + i * 18}`).join(' ')
    return `<g transform="translate(${x},0)"><polygon points="${zig}" fill="${shade(c, -0.2)}"/><polygon points="${zag}" fill="${shade(c, -0.2)}"/>
      <rect x="-230" y="${y - 56}" width="460" height="112" rx="14" fill="${c}"/>
      <rect x="-230" y="${y - 56}" width="460" height="40" rx="14" fill="#fff" opacity="0.14"/></g>`
  }
  return {
    svg: `${one(-60, shade(p.body, -0.15), 30)}${one(-170, p.body)}
      ${label({ ...p }, 0, -170, 280, 96, '#fbf7f1', 10)}`,
    width: 520,
    height: 230,
  }
}

export function candle(p: Paint): Drawn {
  const w = 230
  return {
    svg: `<rect x="${-w / 2}" y="-220" width="${w}" height="220" rx="18" fill="url(#${p.id}-cyl)"/>
      <ellipse cx="0" cy="-220" rx="${w / 2}" ry="24" fill="${shade(p.body, -0.25)}"/>
      <ellipse cx="0" cy="-216" rx="${w / 2 - 12}" ry="18" fill="#f6efe2"/>
      <line x1="0" y1="-218" x2="0" y2="-250" stroke="#2b2b2b" stroke-width="4"/>
      <ellipse cx="0" cy="-274" rx="40" ry="52" fill="url(#flame-glow)"/>
      <path d="M0,-310 Q16,-276 0,-252 Q-16,-276 0,-310 Z" fill="#ffb347"/>
      <path d="M0,-296 Q8,-274 0,-258 Q-8,-274 0,-296 Z" fill="#fff3c4"/>
      ${label(p, 0, -104, w * 0.78, 124)}`,
    width: w,
    height: 320,
  }
}
