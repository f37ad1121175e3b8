// The icons are drawn from the sprite (decision 0809): the sprite file holds lucide's own drawing of
// every icon the store names, and each icon component points at a symbol the sprite has.
import { readFile } from 'node:fs/promises'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { IconComponent } from '../../app/components/icon/Icon.tsx'
import * as icons from '../../app/components/icon/icons.ts'
import { iconDrawing, renderSprite, SPRITE_FILE } from '../../scripts/icon-sprite.ts'

const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])

describe('icon sprite', () => {
  it('is the file the generator writes (run node apps/web/scripts/icon-sprite.ts after adding an icon)', async () => {
    expect(await readFile(SPRITE_FILE, 'utf8')).toBe(renderSprite())
  })

  it('holds lucide’s drawing of the icon', async () => {
    const sprite = await readFile(SPRITE_FILE, 'utf8')
    expect(iconDrawing('flame')).toContain('<path d="M12 3q1 4')
    expect(sprite).toContain(`<symbol id="flame" viewBox="0 0 24 24">${iconDrawing('flame')}</symbol>`)
  })

  it('gives every icon component a symbol of its own', async () => {
    const ids = new Set(symbolIds(await readFile(SPRITE_FILE, 'utf8')))
    const components = Object.values(icons) as IconComponent[]
    expect(components.length).toBe(ids.size)
    for (const Icon of components) {
      const html = renderToStaticMarkup(<Icon />)
      const id = html.match(/<use href="[^"#]*#([^"]+)"/)?.[1]
      expect(id && ids.has(id), `${html} names a symbol the sprite has`).toBe(true)
    }
  })

  it('keeps lucide’s classes and hides an unlabelled icon, reads out a labelled one', () => {
    const hidden = renderToStaticMarkup(<icons.Flame className="size-3.5" strokeWidth={2.2} />)
    expect(hidden).toContain('class="lucide lucide-flame size-3.5"')
    expect(hidden).toContain('stroke-width="2.2"')
    expect(hidden).toContain('aria-hidden="true"')
    const labelled = renderToStaticMarkup(<icons.Flame aria-label="Popular" />)
    expect(labelled).not.toContain('aria-hidden')
    expect(labelled).toContain('role="img"')
    expect(labelled).toContain('aria-label="Popular"')
  })
})
