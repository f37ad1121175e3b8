// Self-hosted fonts, latin subset only (the shop's copy is English; ₹ falls back to the system font).
// The faces are written inline in <head>, so a font is asked for as soon as text uses it; it is not
// preloaded: 65 KB of fonts would share a phone's slow line with the stylesheet and the largest image
// that the first paint waits for. Text shows at once in the fallback and swaps (decision 0412).
import jakarta from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url'
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

const face = (family: string, url: string, weights: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weights};` +
  `src:url(${url}) format('woff2-variations');unicode-range:${LATIN}}`

export const fontFaceCss =
  face('Plus Jakarta Sans Variable', jakarta, '200 800') + face('Fraunces Variable', fraunces, '100 900')
