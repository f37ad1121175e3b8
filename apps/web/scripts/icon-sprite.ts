// Writes app/components/icon/icon-sprite.svg: one <symbol> per icon the store draws, made from
// lucide-react's own drawing, so a page names an icon (<use href="…#flame">) instead of repeating its
// paths: a product page drew 89 icons inline, 39 KB of its 116 KB of markup (decision 0809).
// Run it after adding a name to icon-names.ts; a test fails while the file is out of step.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ICON_NAMES } from '../app/components/icon/icon-names.ts'

export const SPRITE_FILE = join(import.meta.dirname, '../app/components/icon/icon-sprite.svg')

const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')

/** The drawing inside lucide's <svg> (its paths, circles, lines): what the symbol holds. */
export function iconDrawing(name: string): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[pascal(name)]
  if (!component) throw new Error(`lucide-react has no icon '${name}'`)
  const svg = renderToStaticMarkup(createElement(component))
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
}

export function renderSprite(): string {
  const symbols = ICON_NAMES.map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconDrawing(name)}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SPRITE_FILE, renderSprite())
  console.log(`icon-sprite.svg: ${ICON_NAMES.length} icons`)
}
