// Spec §5: option values of a Color option become swatches; names that are not colours fall back to grey.
// The browser's swatch uses `swatchCandidate` over a grey base: a word the CSS parser does not know as a
// colour is dropped by the browser itself, so the grey shows, and the 148 CSS names need not ship in the
// product page's JavaScript (decision 0281). `swatchColor` (rules/color-names.ts) is the full rule.

export const DEFAULT_SWATCH = '#9ca3af'

// Catalogue names Indian brands use that CSS does not know, or knows as a different shade.
const CATALOGUE_COLORS: Record<string, string> = {
  mustard: '#e1ad01',
  rust: '#b7410e',
  charcoal: '#36454f',
  offwhite: '#f8f4e3',
  cream: '#fffdd0',
  navyblue: '#000080',
  wine: '#722f37',
  peach: '#ffcba4',
  mauve: '#e0b0ff',
  rosegold: '#b76e79',
  bottlegreen: '#006a4e',
  mint: '#98ff98',
  mintgreen: '#98ff98',
  lemon: '#fff44f',
  nude: '#e3bc9a',
  camel: '#c19a6b',
  copper: '#b87333',
  burgundy: '#800020',
  champagne: '#f7e7ce',
  khaki: '#c3b091', // garment khaki, darker than CSS khaki
  rani: '#e0115f', // rani pink
  ranipink: '#e0115f',
  emerald: '#50c878',
  emeraldgreen: '#50c878',
  saffron: '#f4c430',
  turmeric: '#e6a817',
  sandalwood: '#d8b48b',
  taupe: '#483c32',
  gunmetal: '#2a3439',
  denim: '#1560bd',
  coffee: '#6f4e37',
  mocha: '#967969',
  blush: '#de5d83',
  lilac: '#c8a2c8',
  gold: '#d4af37', // jewellery gold, not CSS's yellow gold
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

const CSS_NAME_SHAPE = /^[a-z]{3,24}$/

/** Lower case without spaces, hyphens and underscores: 'Light-Blue' → 'lightblue'. */
export const colorKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

/**
 * What a swatch paints: a hex as it is, a catalogue name as its hex, a single word as itself (the browser
 * decides whether CSS knows it), anything else grey. Never text that could end a CSS declaration.
 */
export function swatchCandidate(name: string): string {
  const trimmed = name.trim()
  if (HEX.test(trimmed)) return trimmed.toLowerCase()
  const key = colorKey(trimmed)
  // hasOwn, not `in`/indexing: 'constructor' must not find Object.prototype.
  if (Object.hasOwn(CATALOGUE_COLORS, key)) return CATALOGUE_COLORS[key] as string
  return CSS_NAME_SHAPE.test(key) ? key : DEFAULT_SWATCH
}
