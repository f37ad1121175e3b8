// Kitchen and home objects.
import { shade } from '../lib/colour.ts'
import { dark, label, light, type Paint } from '../lib/svg.ts'
import type { Drawn } from './shape.ts'

export function mug(p: Paint): Drawn {
  return {
    svg: `<path d="M110,-250 Q220,-250 220,-150 Q220,-60 110,-70" fill="none" stroke="${dark(p, 0.15)}" stroke-width="34"/>
      <rect x="-130" y="-300" width="260" height="300" rx="28" fill="url(#${p.id}-cyl)"/>
      <ellipse cx="0" cy="-300" rx="130" ry="22" fill="${shade(p.body, -0.35)}"/>
      <ellipse cx="0" cy="-296" rx="114" ry="15" fill="#6b3f22"/>
      <path d="M-130,-300 L130,-300 L130,-250 Q100,-230 80,-255 Q50,-220 20,-252 Q-20,-225 -50,-255 Q-90,-228 -130,-255 Z" fill="${p.accent}" opacity="0.9"/>
      ${[0, 1, 2].map((i) => `<path d="M${-40 + i * 40},-340 q-20,-40 0,-80 q20,-40 0,-80" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>`).join('')}`,
    width: 460,
    height: 500,
  }
}

export function pan(p: Paint): Drawn {
  const iron = p.vary > 0.4 ? '#2f2f33' : '#9aa0a8'
  return {
    svg: `<path d="M210,-120 L470,-170 Q490,-172 490,-150 L486,-140 Q480,-128 460,-126 L220,-80 Z" fill="${p.vary > 0.6 ? p.body : shade(iron, -0.2)}"/>
      <circle cx="440" cy="-152" r="10" fill="#000" opacity="0.4"/>
      <ellipse cx="0" cy="-90" rx="260" ry="100" fill="${shade(iron, -0.25)}"/>
      <ellipse cx="0" cy="-110" rx="250" ry="92" fill="${iron}"/>
      <ellipse cx="0" cy="-104" rx="214" ry="74" fill="${shade(iron, -0.35)}"/>
      <ellipse cx="-60" cy="-124" rx="120" ry="32" fill="#fff" opacity="0.08"/>
      <path d="M-260,-90 Q-250,-20 0,-10 Q250,-20 260,-90" fill="${shade(iron, -0.45)}"/>`,
    width: 760,
    height: 260,
  }
}

export function planter(p: Paint): Drawn {
  const leaf = (x: number, y: number, a: number, s: number) =>
    `<path transform="translate(${x},${y}) rotate(${a}) scale(${s})" d="M0,0 Q40,-60 0,-160 Q-40,-60 0,0 Z" fill="${a % 2 ? '#3f7d4e' : '#4f9a5f'}"/>`
  const leaves = [
    [-30, -300, -40, 1.2], [20, -300, 30, 1.3], [0, -310, -5, 1.5], [-60, -290, -70, 1], [60, -290, 65, 1.1], [-10, -300, 15, 1.1],
  ] as const
  return {
    svg: `${leaves.map(([x, y, a, s]) => leaf(x, y, a, s)).join('')}
      <path d="M-170,-300 L170,-300 L130,0 L-130,0 Z" fill="url(#${p.id}-cyl)"/>
      <rect x="-184" y="-320" width="368" height="46" rx="10" fill="${shade(p.body, -0.12)}"/>
      <path d="M-150,-180 L150,-180" stroke="${light(p, 0.4)}" stroke-width="8"/>
      <path d="M-140,-120 L140,-120" stroke="${dark(p, 0.2)}" stroke-width="5"/>`,
    width: 380,
    height: 560,
  }
}

export function bowl(p: Paint): Drawn {
  const kibble = [...Array(14)].map((_, i) => `<circle cx="${-150 + ((i * 53) % 300)}" cy="${-150 + (i % 3) * 8}" r="14" fill="${i % 2 ? '#8a5a2b' : '#a36b35'}"/>`)
  return {
    svg: `<path d="M-230,-150 L230,-150 L190,0 L-190,0 Z" fill="url(#${p.id}-cyl)"/>
      <ellipse cx="0" cy="-150" rx="230" ry="52" fill="${shade(p.body, -0.25)}"/>
      <ellipse cx="0" cy="-148" rx="200" ry="40" fill="${dark(p, 0.45)}"/>
      ${kibble.join('')}
      <g transform="translate(0,-70)" fill="${light(p, 0.6)}"><ellipse cx="0" cy="8" rx="20" ry="16"/>
        <circle cx="-22" cy="-16" r="8"/><circle cx="-7" cy="-26" r="8"/><circle cx="9" cy="-26" r="8"/><circle cx="23" cy="-16" r="8"/></g>
      <rect x="-190" y="-10" width="380" height="12" rx="6" fill="#2b2b2b" opacity="0.6"/>`,
    width: 460,
    height: 210,
  }
}

export function flask(p: Paint): Drawn {
  return {
    svg: `<path d="M-80,-430 Q-80,-470 -50,-480 L50,-480 Q80,-470 80,-430 L80,-20 Q80,0 60,0 L-60,0 Q-80,0 -80,-20 Z" fill="url(#${p.id}-cyl)"/>
      <rect x="-56" y="-560" width="112" height="90" rx="16" fill="url(#${p.id}-metal)"/>
      <rect x="-80" y="-110" width="160" height="30" fill="${p.accent}" opacity="0.85"/>
      ${label(p, 0, -290, 130, 200, 'none')}`,
    width: 170,
    height: 560,
  }
}

export function cushion(p: Paint): Drawn {
  const motif = (x: number, y: number) =>
    `<g transform="translate(${x},${y})"><circle r="22" fill="${p.accent}" opacity="0.85"/><circle r="10" fill="${light(p, 0.6)}"/>
      <path d="M0,-36 L8,-24 L0,-12 L-8,-24 Z M0,36 L8,24 L0,12 L-8,24 Z M-36,0 L-24,8 L-12,0 L-24,-8 Z M36,0 L24,8 L12,0 L24,-8 Z" fill="${p.accent}"/></g>`
  const grid = [-110, 0, 110].flatMap((x) => [-330, -220, -110].map((y) => motif(x, y)))
  return {
    svg: `<path d="M-230,-420 Q0,-390 230,-420 Q200,-220 230,-20 Q0,-50 -230,-20 Q-200,-220 -230,-420 Z" fill="url(#${p.id}-vert)"/>
      ${grid.join('')}
      <path d="M-230,-420 Q0,-390 230,-420 Q200,-220 230,-20 Q0,-50 -230,-20 Q-200,-220 -230,-420 Z" fill="none" stroke="${dark(p, 0.2)}" stroke-width="6"/>
      ${[[-230, -420], [230, -420], [230, -20], [-230, -20]].map(([x, y]) => `<path d="M${x},${y} l${x! > 0 ? 22 : -22},${y! < -200 ? -24 : 24}" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>`).join('')}`,
    width: 520,
    height: 450,
  }
}
