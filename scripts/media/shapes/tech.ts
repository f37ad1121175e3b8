// Watches, audio, power and lighting.
import { shade } from '../lib/colour.ts'
import { dark, esc, fitSize, light, type Paint } from '../lib/svg.ts'
import type { Drawn } from './shape.ts'

export function watch(p: Paint): Drawn {
  const dial = p.vary > 0.5 ? '#f5f1e8' : '#1f2430'
  const ink = p.vary > 0.5 ? '#1f1a17' : '#f5f1e8'
  const marks = [...Array(12)].map((_, i) => {
    const a = (i * Math.PI) / 6
    return `<line x1="${Math.sin(a) * 110}" y1="${-320 - Math.cos(a) * 110}" x2="${Math.sin(a) * 126}" y2="${-320 - Math.cos(a) * 126}" stroke="${ink}" stroke-width="${i % 3 ? 4 : 8}"/>`
  })
  return {
    svg: `<rect x="-70" y="-640" width="140" height="220" rx="20" fill="url(#${p.id}-cyl)"/>
      <rect x="-70" y="-220" width="140" height="220" rx="20" fill="url(#${p.id}-cyl)"/>
      ${[0, 1, 2].map((i) => `<circle cx="0" cy="${-170 + i * 50}" r="7" fill="${dark(p, 0.4)}"/>`).join('')}
      <rect x="148" y="-340" width="30" height="40" rx="6" fill="url(#${p.id}-metal)"/>
      <circle cx="0" cy="-320" r="160" fill="url(#${p.id}-metal)"/>
      <circle cx="0" cy="-320" r="140" fill="${dial}"/>
      ${marks.join('')}
      <text x="0" y="-360" font-family="Noto Serif Display" font-style="italic" font-size="${fitSize(p.brand, 150, 24, 0.5)}" fill="${ink}" text-anchor="middle">${esc(p.brand)}</text>
      <line x1="0" y1="-320" x2="56" y2="-380" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>
      <line x1="0" y1="-320" x2="-30" y2="-226" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
      <line x1="0" y1="-320" x2="90" y2="-280" stroke="${p.accent}" stroke-width="3"/>
      <circle cx="0" cy="-320" r="10" fill="${p.accent}"/>
      <path d="M-120,-420 A140,140 0 0 1 60,-448" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="10"/>`,
    width: 360,
    height: 640,
  }
}

export function headphones(p: Paint): Drawn {
  return {
    svg: `<path d="M-190,-200 Q-200,-560 0,-560 Q200,-560 190,-200" fill="none" stroke="${dark(p, 0.2)}" stroke-width="40" stroke-linecap="round"/>
      <path d="M-150,-470 Q0,-560 150,-470" fill="none" stroke="${light(p, 0.3)}" stroke-width="12" stroke-linecap="round"/>
      ${[-1, 1].map((s) => `<rect x="${s * 200 - 70}" y="-300" width="140" height="230" rx="60" fill="url(#${p.id}-cyl)"/>
        <rect x="${s * 200 - (s > 0 ? 90 : 50)}" y="-290" width="40" height="210" rx="20" fill="#2b2b2b"/>
        <rect x="${s * 200 - 30}" y="-350" width="60" height="60" rx="10" fill="url(#${p.id}-metal)"/>`).join('')}
      <circle cx="200" cy="-110" r="6" fill="${p.accent}"/>`,
    width: 560,
    height: 580,
  }
}

export function earbuds(p: Paint): Drawn {
  const bud = (x: number, tilt: number) => `<g transform="translate(${x},0) rotate(${tilt})">
      <rect x="-14" y="-110" width="28" height="110" rx="14" fill="url(#${p.id}-cyl)"/>
      <ellipse cx="0" cy="-124" rx="40" ry="34" fill="url(#${p.id}-cyl)"/><ellipse cx="${tilt > 0 ? 14 : -14}" cy="-128" rx="14" ry="12" fill="#2b2b2b"/></g>`
  return {
    svg: `<rect x="-150" y="-230" width="300" height="230" rx="100" fill="url(#${p.id}-cyl)"/>
      <line x1="-148" y1="-150" x2="148" y2="-150" stroke="${dark(p, 0.3)}" stroke-width="4"/>
      <circle cx="0" cy="-100" r="7" fill="#6ee7a8"/>
      ${bud(-215, -12)}${bud(215, 12)}`,
    width: 520,
    height: 240,
  }
}

export function speaker(p: Paint): Drawn {
  const dots = [...Array(9)].flatMap((_, r) => [...Array(7)].map((_, c) => `<circle cx="${-96 + c * 32}" cy="${-320 + r * 32}" r="7" fill="#000" opacity="0.25"/>`))
  return {
    svg: `<rect x="-140" y="-420" width="280" height="420" rx="120" fill="url(#${p.id}-cyl)"/>
      ${dots.join('')}
      <rect x="-80" y="-440" width="160" height="40" rx="20" fill="${dark(p, 0.4)}"/>
      ${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="-420" r="9" fill="${light(p, 0.5)}"/>`).join('')}
      <path d="M130,-360 Q220,-330 180,-250" fill="none" stroke="${p.accent}" stroke-width="12"/>`,
    width: 400,
    height: 440,
  }
}

export function powerbank(p: Paint): Drawn {
  return {
    svg: `<rect x="-130" y="-420" width="260" height="420" rx="36" fill="url(#${p.id}-vert)"/>
      <rect x="-130" y="-420" width="40" height="420" rx="20" fill="#fff" opacity="0.12"/>
      <rect x="-50" y="-440" width="100" height="24" rx="8" fill="${dark(p, 0.4)}"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="${-36 + i * 24}" cy="-80" r="6" fill="${i < 3 ? '#6ee7a8' : '#555'}"/>`).join('')}
      <text x="0" y="-230" font-family="Noto Sans" font-weight="800" font-size="${fitSize(p.label, 210, 46)}" fill="${light(p, 0.7)}" text-anchor="middle">${esc(p.label)}</text>
      <text x="0" y="-180" font-family="Noto Sans" font-size="22" fill="${light(p, 0.55)}" text-anchor="middle">${esc(p.brand)}</text>`,
    width: 280,
    height: 440,
  }
}

export function lamp(p: Paint): Drawn {
  return {
    svg: `<ellipse cx="0" cy="-300" rx="230" ry="120" fill="url(#lamp-glow)"/>
      <ellipse cx="0" cy="-14" rx="120" ry="22" fill="${dark(p, 0.3)}"/>
      <rect x="-110" y="-40" width="220" height="30" rx="14" fill="url(#${p.id}-acc)"/>
      <rect x="-9" y="-330" width="18" height="300" fill="url(#${p.id}-metal)"/>
      <path d="M-200,-300 L-110,-560 L110,-560 L200,-300 Z" fill="url(#${p.id}-cyl)"/>
      <ellipse cx="0" cy="-300" rx="200" ry="26" fill="${shade(p.body, 0.5)}"/>
      <ellipse cx="0" cy="-300" rx="180" ry="18" fill="#fff6d8"/>`,
    width: 460,
    height: 560,
  }
}
