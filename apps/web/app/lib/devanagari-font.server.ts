// Hindi pages only (decision 0790): Noto Sans Devanagari's Devanagari subset (fontsource, variable
// weight), self-hosted. It is declared under the shop's own two family names with Devanagari's
// unicode-range, so Hindi text takes it wherever those families are used and Latin text keeps them;
// English pages never name it. Like the Latin faces it is not preloaded and swaps in (decision 0412).
// The phone's own Noto Sans Devanagari comes first (decision 0794): Android phones have it, so most
// shoppers never download the 120 KB file, which otherwise competes with the page's first image.
import noto from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url'

const DEVANAGARI = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF'

/** Regular and bold as installed (full and PostScript names); a variable system font answers to the family. */
const WEIGHTS = [
  {
    range: '100 549',
    local: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular', 'Noto Sans Devanagari'],
  },
  { range: '550 900', local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'] },
]

const face = (family: string) =>
  WEIGHTS.map(
    (w) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${w.range};` +
      `src:${w.local.map((name) => `local('${name}')`).join(',')},url(${noto}) format('woff2-variations');` +
      `unicode-range:${DEVANAGARI}}`,
  ).join('')

export const devanagariFaceCss = face('Plus Jakarta Sans Variable') + face('Fraunces Variable')
