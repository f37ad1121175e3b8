// Fitness gear and eyewear.
import { shade } from '../lib/colour.ts'
import { dark, light, type Paint } from '../lib/svg.ts'
import type { Drawn } from './shape.ts'

export function yogamat(p: Paint): Drawn {
  const spiral = [80, 62, 46, 30, 16].map((r, i) => `<ellipse cx="230" cy="-110" rx="${r * 0.62}" ry="${r}" fill="${i % 2 ? shade(p.body, -0.25) : p.body}"/>`)
  return {
    svg: `<rect x="-230" y="-190" width="460" height="160" fill="url(#${p.id}-vert)"/>
      <path d="M-230,-30 L300,-30 L330,0 L-260,0 Z" fill="${shade(p.body, -0.15)}" opacity="0.6"/>
      <ellipse cx="-230" cy="-110" rx="50" ry="80" fill="${shade(p.body, -0.3)}"/>
      ${spiral.join('')}
      ${[-120, 100].map((x) => `<rect x="${x}" y="-196" width="34" height="172" rx="6" fill="${p.accent}"/>`).join('')}
      <rect x="-230" y="-186" width="460" height="20" fill="#fff" opacity="0.15"/>`,
    width: 560,
    height: 196,
  }
}

export function dumbbell(p: Paint): Drawn {
  const hex = (cx: number, cy: number, r: number) =>
    `<polygon points="${[...Array(6)].map((_, i) => `${cx + r * 0.55 * Math.cos((i * Math.PI) / 3)},${cy + r * Math.sin((i * Math.PI) / 3)}`).join(' ')}" fill="url(#${p.id}-cyl)" stroke="${dark(p, 0.35)}" stroke-width="4"/>`
  const one = (y: number, x: number) => `<g transform="translate(${x},${y})">
      <rect x="-120" y="-16" width="240" height="32" rx="8" fill="url(#${p.id}-metal)"/>
      ${[-100, -80, -60, 60, 80, 100].map((gx) => `<line x1="${gx}" y1="-14" x2="${gx}" y2="14" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>`).join('')}
      ${hex(-170, 0, 100)}${hex(170, 0, 100)}
      <text x="170" y="10" font-family="Noto Sans" font-weight="800" font-size="26" fill="${light(p, 0.7)}" text-anchor="middle">5</text></g>`
  return { svg: `${one(-100, 0)}${one(-290, 40)}`, width: 520, height: 400 }
}

export function kettlebell(p: Paint): Drawn {
  return {
    svg: `<path d="M-110,-300 Q-130,-480 0,-480 Q130,-480 110,-300" fill="none" stroke="${dark(p, 0.15)}" stroke-width="46"/>
      <circle cx="0" cy="-180" r="180" fill="url(#${p.id}-cyl)"/>
      <rect x="-120" y="-30" width="240" height="30" rx="8" fill="${dark(p, 0.35)}"/>
      <circle cx="0" cy="-170" r="58" fill="${light(p, 0.25)}"/>
      <text x="0" y="-152" font-family="Noto Sans" font-weight="800" font-size="48" fill="${dark(p, 0.5)}" text-anchor="middle">KG</text>`,
    width: 400,
    height: 500,
  }
}

export function sunglasses(p: Paint): Drawn {
  const lens = (x: number) =>
    `<path d="M${x - 120},-200 Q${x - 120},-270 ${x - 40},-270 L${x + 80},-270 Q${x + 130},-270 ${x + 120},-210 Q${x + 110},-110 ${x},-110 Q${x - 120},-110 ${x - 120},-200 Z" fill="url(#lens)" stroke="${p.body}" stroke-width="24"/>`
  return {
    svg: `<path d="M-300,-250 L-360,-170 L-350,-60" fill="none" stroke="${dark(p, 0.2)}" stroke-width="18" stroke-linecap="round"/>
      <path d="M300,-250 L360,-170 L350,-60" fill="none" stroke="${dark(p, 0.2)}" stroke-width="18" stroke-linecap="round"/>
      ${lens(-160)}${lens(160)}
      <path d="M-40,-236 Q0,-270 40,-236" fill="none" stroke="${p.body}" stroke-width="20"/>
      <path d="M-250,-240 L-200,-250 M90,-240 L140,-250" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>`,
    width: 740,
    height: 290,
  }
}
