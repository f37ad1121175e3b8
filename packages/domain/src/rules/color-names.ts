// Spec §5 in full: a colour name CSS does not know falls back to the default grey. Server-side and in
// tests; the browser gets the same outcome from its CSS parser over a grey base (rules/color.ts).
import cssColors from 'color-name'
import { DEFAULT_SWATCH, colorKey, swatchCandidate } from './color.ts'

/**
 * 'Teal' → 'teal', 'Off White' → '#f8f4e3', '#1a2b3c' → '#1a2b3c', 'Multicolour' → '#9ca3af'.
 * Case, spaces, hyphens and underscores are ignored ('Light-Blue' = lightblue).
 */
export function swatchColor(name: string): string {
  const candidate = swatchCandidate(name)
  if (candidate.startsWith('#')) return candidate
  return Object.hasOwn(cssColors, colorKey(name)) ? candidate : DEFAULT_SWATCH
}
