// Garments laid flat and shoes in profile.
import { inkOn, shade } from '../lib/colour.ts'
import { dark, esc, fitSize, light, type Paint } from '../lib/svg.ts'
import type { Drawn } from './shape.ts'

/** A small woven brand tag, like the ones sewn into a neckline. */
const tag = (p: Paint, x: number, y: number, w = 90) =>
  `<rect x="${x - w / 2}" y="${y}" width="${w}" height="28" rx="3" fill="${p.accent}"/>
   <text x="${x}" y="${y + 19}" font-family="Noto Sans" font-weight="700" font-size="${fitSize(p.brand, w - 10, 14, 0.6)}" fill="${inkOn(p.accent)}" text-anchor="middle">${esc(p.brand)}</text>`

const chestPrint = (p: Paint, y: number) =>
  `<text x="0" y="${y}" font-family="Noto Sans" font-weight="800" font-size="${fitSize(p.label, 200, 40)}" fill="${inkOn(p.body)}" opacity="0.8" text-anchor="middle">${esc(p.label)}</text>`

export function tee(p: Paint): Drawn {
  const d = `M-70,-470 Q0,-430 70,-470 L190,-420 L250,-300 L180,-265 L150,-330 L150,0 L-150,0 L-150,-330 L-180,-265 L-250,-300 L-190,-420 Z`
  return {
    svg: `<path d="${d}" fill="url(#${p.id}-vert)"/>
      <path d="M-70,-470 Q0,-420 70,-470" fill="none" stroke="${dark(p, 0.25)}" stroke-width="16"/>
      <path d="M-150,-330 L-150,0 M150,-330 L150,0" stroke="#000" stroke-opacity="0.08" stroke-width="6"/>
      ${p.vary > 0.5 ? chestPrint(p, -280) : `<circle cx="-80" cy="-330" r="6" fill="${p.accent}"/>`}
      ${tag(p, 0, -448)}`,
    width: 500,
    height: 470,
  }
}

export function hoodie(p: Paint): Drawn {
  const d = `M-80,-470 Q0,-440 80,-470 L200,-410 L270,-60 L200,-40 L160,-300 L160,0 L-160,0 L-160,-300 L-200,-40 L-270,-60 L-200,-410 Z`
  return {
    svg: `<path d="M-110,-470 Q-120,-560 0,-570 Q120,-560 110,-470 Z" fill="${dark(p, 0.2)}"/>
      <path d="${d}" fill="url(#${p.id}-vert)"/>
      <path d="M-90,-140 L90,-140 L120,-40 L-120,-40 Z" fill="${dark(p, 0.12)}"/>
      <rect x="-160" y="-24" width="320" height="24" fill="${dark(p, 0.18)}"/>
      <line x1="-24" y1="-466" x2="-30" y2="-360" stroke="#f4f1ea" stroke-width="6"/>
      <line x1="24" y1="-466" x2="30" y2="-360" stroke="#f4f1ea" stroke-width="6"/>
      ${chestPrint(p, -230)}`,
    width: 540,
    height: 570,
  }
}

export function kurta(p: Paint): Drawn {
  const d = `M-60,-560 L60,-560 L170,-510 L240,-320 L180,-300 L140,-420 L150,-60 L170,0 L30,0 L20,-120 L-20,-120 L-30,0 L-170,0 L-150,-60 L-140,-420 L-180,-300 L-240,-320 L-170,-510 Z`
  const motifs = [...Array(8)].map((_, i) => `<circle cx="${-150 + i * 43}" cy="-30" r="9" fill="${light(p, 0.6)}"/>`).join('')
  return {
    svg: `<path d="${d}" fill="url(#${p.id}-vert)"/>
      <rect x="-60" y="-570" width="120" height="22" rx="6" fill="${p.accent}"/>
      <line x1="0" y1="-548" x2="0" y2="-380" stroke="${p.accent}" stroke-width="10"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="0" cy="${-530 + i * 42}" r="6" fill="#f3d27a"/>`).join('')}
      <path d="M-168,-10 L168,-10" stroke="${p.accent}" stroke-width="26"/>${motifs}
      ${[...Array(6)].map((_, i) => `<path d="M${-100 + i * 40},-300 l10,-14 l10,14 l-10,14 Z" fill="${light(p, 0.45)}" opacity="0.7"/>`).join('')}`,
    width: 480,
    height: 570,
  }
}

export function dress(p: Paint): Drawn {
  const d = `M-70,-560 Q0,-520 70,-560 L110,-540 L100,-380 Q100,-340 120,-300 L260,0 L-260,0 L-120,-300 Q-100,-340 -100,-380 L-110,-540 Z`
  return {
    svg: `<path d="${d}" fill="url(#${p.id}-vert)"/>
      <path d="M-110,-330 L110,-330" stroke="${dark(p, 0.25)}" stroke-width="16"/>
      <path d="M-180,-170 Q0,-150 180,-170 M-230,-60 Q0,-40 230,-60" fill="none" stroke="${dark(p, 0.15)}" stroke-width="6"/>
      <path d="M90,-330 q40,40 10,90 M90,-330 q10,60 -20,100" fill="none" stroke="${dark(p, 0.25)}" stroke-width="10"/>
      ${[...Array(10)].map((_, i) => `<circle cx="${-220 + i * 48}" cy="-20" r="7" fill="${p.accent}" opacity="0.8"/>`).join('')}`,
    width: 520,
    height: 560,
  }
}

export function socks(p: Paint): Drawn {
  const one = (x: number, c: string) => `<g transform="translate(${x},0)">
      <path d="M-50,-300 L50,-300 L50,-130 Q50,-60 120,-50 Q170,-44 170,-10 Q170,0 150,0 L-10,0 Q-50,0 -50,-60 Z" fill="${c}"/>
      ${[0, 1, 2].map((i) => `<rect x="-50" y="${-290 + i * 26}" width="100" height="12" fill="${p.accent}" opacity="0.9"/>`).join('')}
      <path d="M110,-48 Q160,-44 170,-10 Q170,0 150,0 L100,0 Z" fill="${shade(c, -0.25)}"/>
      <path d="M-50,-50 Q-50,0 -10,0 L30,0 Q-10,-30 -50,-100 Z" fill="${shade(c, -0.25)}"/></g>`
  return { svg: `${one(-110, shade(p.body, -0.1))}${one(40, p.body)}`, width: 440, height: 300 }
}

export function sneaker(p: Paint): Drawn {
  const upper = `M-250,-60 Q-260,-150 -200,-170 L-80,-190 Q-40,-250 40,-260 L90,-262 Q120,-180 190,-140 Q260,-115 270,-60 Z`
  return {
    svg: `<path d="M-270,-60 L280,-60 Q290,0 250,0 L-240,0 Q-280,0 -270,-60 Z" fill="#f4f2ee"/>
      <path d="M-270,-30 L285,-30" stroke="${p.accent}" stroke-width="8"/>
      <path d="${upper}" fill="url(#${p.id}-vert)"/>
      <path d="M160,-150 Q250,-120 270,-60 L150,-60 Q130,-110 160,-150 Z" fill="${shade(p.body, -0.18)}"/>
      <path d="M-250,-60 Q-260,-150 -200,-170 L-170,-170 Q-200,-110 -190,-60 Z" fill="${dark(p, 0.25)}"/>
      <path d="M-60,-120 Q40,-180 140,-150" fill="none" stroke="${light(p, 0.55)}" stroke-width="18" stroke-linecap="round"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${-30 + i * 26}" cy="${-212 + i * 14}" r="6" fill="#2b2b2b"/><line x1="${-30 + i * 26}" y1="${-212 + i * 14}" x2="${-6 + i * 26}" y2="${-232 + i * 14}" stroke="#f7f3ea" stroke-width="6"/>`).join('')}
      <rect x="-236" y="-200" width="30" height="60" rx="6" fill="${p.accent}"/>`,
    width: 570,
    height: 262,
  }
}
