// Colour option values with the hex the studio shots are painted in. Most names are CSS colour names
// (the swatch shows them); a few are marketing names that are not colours (spec §5: they fall back to grey).

export const REAL_COLOURS: Record<string, string> = {
  Black: '#1f1f1f',
  White: '#f4f4f2',
  Navy: '#1f2d5a',
  Olive: '#6b6b2a',
  Maroon: '#7a1f2b',
  Teal: '#1f7a7a',
  Coral: '#f27b63',
  Beige: '#e8dcc2',
  Khaki: '#c9b27c',
  Indigo: '#3b2a8a',
  Crimson: '#c0213f',
  Tan: '#c9a27a',
  Ivory: '#f6f1df',
  Salmon: '#ef8a72',
  Plum: '#8e4585',
  Lavender: '#c9b8e8',
  Gold: '#d4a82a',
  Silver: '#b8bcc2',
  Sienna: '#a0522d',
  Chocolate: '#6e3b1c',
  Tomato: '#e5533d',
  Green: '#3f8f5a',
  Orchid: '#c56cc0',
  Brown: '#7b4a2e',
}

/** Marketing names. Most are no colour at all (the swatch falls back to grey); the web's swatch rule
 *  knows a few Indian catalogue names (Mustard, Rani Pink). */
export const MARKETING_COLOURS: Record<string, string> = {
  'Sunset Blush': '#f0a08c',
  'Monsoon Grey': '#7d8891',
  'Haldi Yellow': '#e8b631',
  'Chai Latte': '#b98e66',
  'Midnight Mehendi': '#3e4a2c',
  'Rani Pink': '#d6246e',
  Mustard: '#d9a521',
  'Tortoise Shell': '#6b3d1f',
}

export const COLOUR_HEX: Record<string, string> = { ...REAL_COLOURS, ...MARKETING_COLOURS }

export const colourHex = (name: string): string => COLOUR_HEX[name] ?? '#9ca3af'
