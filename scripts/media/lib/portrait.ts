// Illustrated curator portraits: flat, friendly, varied by a seed (skin, hair, clothes, backdrop).
import { createRng } from '../../../apps/api/src/seed/random.ts'
import { shade } from './colour.ts'

const SKIN = ['#8d5524', '#a86b3c', '#c68642', '#d9a066', '#e0ac69', '#b5754a']
const HAIR = ['#1b1b1b', '#2e1f14', '#3b2a1e', '#4a3426']
const TOPS = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1e3a8a', '#3f6212', '#d6246e']
const BACKS = ['#fde8d7', '#e3eef7', '#e6f0dc', '#f4e1ec', '#f7f0d9', '#e8e6f5']

export function portraitSvg(name: string, opts: { longHair: boolean }, size = 320): string {
  const rng = createRng('curator', name)
  const skin = rng.pick(SKIN)
  const hair = rng.pick(HAIR)
  const top = rng.pick(TOPS)
  const longHair = opts.longHair
  const glasses = rng.chance(0.35)
  const hairBack = longHair ? `<path d="M86,150 Q80,60 160,56 Q240,60 234,150 L244,262 Q160,282 76,262 Z" fill="${hair}"/>` : ''
  const hairTop = longHair
    ? `<path d="M100,140 Q104,74 160,72 Q218,74 222,140 Q196,100 160,104 Q118,104 100,140 Z" fill="${hair}"/>`
    : `<path d="M98,146 Q94,70 160,66 Q228,70 222,146 Q214,104 160,100 Q108,104 98,146 Z" fill="${hair}"/>`
  const specs = glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="4"><circle cx="136" cy="160" r="17"/><circle cx="184" cy="160" r="17"/><path d="M153,160 L167,160"/></g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">
    <rect width="320" height="320" fill="${rng.pick(BACKS)}"/>
    <circle cx="${rng.int(40, 280)}" cy="${rng.int(30, 90)}" r="${rng.int(30, 60)}" fill="#ffffff" opacity="0.5"/>
    ${hairBack}
    <path d="M60,320 Q64,240 160,232 Q256,240 260,320 Z" fill="${top}"/>
    <path d="M134,214 L186,214 L182,252 Q160,266 138,252 Z" fill="${shade(skin, -0.12)}"/>
    <ellipse cx="160" cy="160" rx="62" ry="74" fill="${skin}"/>
    <ellipse cx="98" cy="166" rx="10" ry="16" fill="${shade(skin, -0.08)}"/><ellipse cx="222" cy="166" rx="10" ry="16" fill="${shade(skin, -0.08)}"/>
    ${hairTop}
    <circle cx="136" cy="160" r="6" fill="#2b2118"/><circle cx="184" cy="160" r="6" fill="#2b2118"/>
    <path d="M126,142 Q136,136 146,142 M174,142 Q184,136 194,142" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M160,168 Q156,186 164,190" stroke="${shade(skin, -0.3)}" stroke-width="3" fill="none"/>
    <path d="M140,202 Q160,218 180,202" stroke="#8b2c2c" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="124" cy="190" r="10" fill="#e07a5f" opacity="0.25"/><circle cx="196" cy="190" r="10" fill="#e07a5f" opacity="0.25"/>
    ${specs}
    ${longHair ? `<circle cx="98" cy="188" r="6" fill="#e8b631"/><circle cx="222" cy="188" r="6" fill="#e8b631"/><circle cx="160" cy="128" r="4" fill="#c0213f"/>` : ''}
    <path d="M120,262 Q160,286 200,262" stroke="${shade(top, 0.3)}" stroke-width="6" fill="none"/>
  </svg>`
}
