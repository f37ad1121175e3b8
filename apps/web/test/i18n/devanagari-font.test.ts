// The Hindi pages' font faces (decisions 0790, 0794): the phone's own Noto Sans Devanagari first, the
// self-hosted file after it, for Devanagari code points only, under both of the shop's family names.
import { describe, expect, it } from 'vitest'
import { devanagariFaceCss } from '../../app/lib/devanagari-font.server.ts'

const faces = devanagariFaceCss.match(/@font-face\{[^}]*\}/g) ?? []

describe('devanagariFaceCss', () => {
  it('declares a regular and a bold face for each of the two families', () => {
    expect(faces).toHaveLength(4)
    for (const family of ['Plus Jakarta Sans Variable', 'Fraunces Variable']) {
      const own = faces.filter((f) => f.includes(`font-family:'${family}'`))
      expect(own.map((f) => /font-weight:([\d ]+);/.exec(f)?.[1])).toEqual(['100 549', '550 900'])
    }
  })

  it('tries the installed font before downloading the self-hosted file', () => {
    for (const f of faces) {
      const src = /src:([^;]*);/.exec(f)?.[1] ?? ''
      const sources = src.split(/,(?=local|url)/)
      expect(sources[0]).toMatch(/^local\('Noto Sans Devanagari (Regular|Bold)'\)$/)
      expect(sources.at(-1)).toMatch(
        /^url\(\S*noto-sans-devanagari\S*\.woff2\) format\('woff2-variations'\)$/,
      )
    }
  })

  it('covers Devanagari only, so Latin text keeps the shop fonts, and swaps in', () => {
    for (const f of faces) {
      expect(f).toContain('unicode-range:U+0900-097F,')
      expect(f).not.toMatch(/U\+0000|U\+0020-007F/)
      expect(f).toContain('font-display:swap')
    }
  })
})
