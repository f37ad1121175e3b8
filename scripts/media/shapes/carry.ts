// Bags, luggage and wallets.
import { shade } from '../lib/colour.ts'
import { dark, esc, label, light, type Paint } from '../lib/svg.ts'
import type { Drawn } from './shape.ts'

const stitch = (d: string, c: string) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7"/>`

export function tote(p: Paint): Drawn {
  return {
    svg: `<path d="M-110,-330 Q-110,-500 0,-500 Q110,-500 110,-330" fill="none" stroke="${dark(p, 0.3)}" stroke-width="26"/>
      <path d="M-200,-340 L200,-340 L230,0 L-230,0 Z" fill="url(#${p.id}-vert)"/>
      <path d="M-200,-340 L200,-340 L203,-300 L-203,-300 Z" fill="${dark(p, 0.15)}"/>
      ${stitch('M-196,-296 L196,-296 M-222,-14 L222,-14', light(p, 0.6))}
      <rect x="-110" y="-346" width="30" height="60" rx="4" fill="${dark(p, 0.35)}"/><rect x="80" y="-346" width="30" height="60" rx="4" fill="${dark(p, 0.35)}"/>
      ${label(p, 0, -160, 200, 110, '#f6efe2', 6)}`,
    width: 460,
    height: 500,
  }
}

export function backpack(p: Paint): Drawn {
  return {
    svg: `<path d="M-60,-540 Q0,-600 60,-540" fill="none" stroke="${dark(p, 0.4)}" stroke-width="18"/>
      <rect x="-210" y="-480" width="60" height="380" rx="26" fill="${dark(p, 0.3)}"/><rect x="150" y="-480" width="60" height="380" rx="26" fill="${dark(p, 0.3)}"/>
      <path d="M-180,-440 Q-180,-540 0,-540 Q180,-540 180,-440 L180,-30 Q180,0 150,0 L-150,0 Q-180,0 -180,-30 Z" fill="url(#${p.id}-vert)"/>
      <path d="M-150,-470 Q0,-520 150,-470" fill="none" stroke="#2b2b2b" stroke-width="5"/>
      <rect x="-140" y="-250" width="280" height="210" rx="34" fill="${shade(p.body, -0.12)}"/>
      <path d="M-120,-230 L120,-230" stroke="#2b2b2b" stroke-width="5"/>
      <rect x="104" y="-240" width="12" height="34" rx="4" fill="#c9ccd1"/>
      ${stitch('M-130,-50 L130,-50', light(p, 0.5))}
      <rect x="-60" y="-340" width="120" height="44" rx="8" fill="${p.accent}"/>`,
    width: 420,
    height: 600,
  }
}

export function suitcase(p: Paint): Drawn {
  const ribs = [...Array(5)]
    .map((_, i) => `<rect x="${-150 + i * 64}" y="-560" width="20" height="520" rx="10" fill="#fff" opacity="0.12"/>`)
    .join('')
  return {
    svg: `<rect x="-60" y="-700" width="14" height="150" fill="url(#${p.id}-metal)"/><rect x="46" y="-700" width="14" height="150" fill="url(#${p.id}-metal)"/>
      <rect x="-70" y="-716" width="140" height="26" rx="12" fill="#2b2b2b"/>
      <rect x="-190" y="-580" width="380" height="560" rx="44" fill="url(#${p.id}-vert)"/>
      ${ribs}
      <rect x="-190" y="-330" width="380" height="14" fill="${dark(p, 0.3)}"/>
      <rect x="-24" y="-326" width="48" height="30" rx="6" fill="#2b2b2b"/>
      ${[-150, 150].map((x) => `<rect x="${x - 22}" y="-24" width="44" height="20" rx="4" fill="#2b2b2b"/><circle cx="${x}" cy="-6" r="18" fill="#1f1f1f"/>`).join('')}`,
    width: 400,
    height: 716,
  }
}

export function wallet(p: Paint): Drawn {
  return {
    svg: `<rect x="-220" y="-260" width="440" height="260" rx="22" fill="url(#${p.id}-vert)"/>
      <rect x="-190" y="-300" width="150" height="70" rx="8" fill="#e8d9b8"/><rect x="-170" y="-290" width="150" height="70" rx="8" fill="#3b6fb6"/>
      <path d="M-220,-170 L220,-170 L220,-120 Q220,-100 200,-100 L-200,-100 Q-220,-100 -220,-120 Z" fill="${dark(p, 0.15)}"/>
      ${stitch('M-204,-244 L204,-244 L204,-16 L-204,-16 Z', light(p, 0.5))}
      <circle cx="170" cy="-136" r="16" fill="url(#${p.id}-metal)"/>
      <text x="-190" y="-40" font-family="Noto Serif Display" font-style="italic" font-size="30" fill="${light(p, 0.55)}">${esc(p.brand)}</text>`,
    width: 440,
    height: 300,
  }
}
