// Guides (with their product picks) and tapes. Both point at demo products, which every load contains.
import type { guideProducts, guides, tapes } from '../../db/schema.ts'
import { GUIDES } from '../data/guides.ts'
import { KINDS, TAPE_KINDS } from '../demo-constants.ts'
import { curatorPhotoUrl, guideHeroUrl, slugify, tapePosterUrl, tapeVideoUrl } from '../media-urls.ts'
import { createRng } from '../random.ts'
import type { ProductDraft } from './draft-product.ts'

export type GuideRow = typeof guides.$inferInsert & { id: number }
export type GuideProductRow = typeof guideProducts.$inferInsert
export type TapeRow = typeof tapes.$inferInsert

/** Tape products: the first demo product of each TAPE_KINDS kind (index = kind position). */
export const tapeProductIndexes = () => TAPE_KINDS.map((id) => KINDS.findIndex((k) => k.id === id))

export function guideRows(seed: number, demo: ProductDraft[]) {
  const guideRows: GuideRow[] = []
  const guideProductRows: GuideProductRow[] = []
  GUIDES.forEach((g, i) => {
    const id = i + 1
    guideRows.push({
      id,
      name: g.name,
      paramName: g.slug,
      slug: g.slug,
      headline: g.headline,
      description: g.description,
      curatorName: g.curatorName,
      curatorPhotoUrl: curatorPhotoUrl(slugify(g.curatorName)),
      imageUrl: guideHeroUrl(g.slug),
      featured: g.featured,
      eventName: g.eventName,
      categories: g.categories,
      position: i,
    })
    const candidates = demo.filter((d) => g.categories.includes(d.kind.category))
    const picks = createRng(seed, 'guide', g.slug).sample(candidates, g.size)
    picks.forEach((d, position) => guideProductRows.push({ guideId: id, productId: d.id, position }))
  })
  return { guides: guideRows, guideProducts: guideProductRows }
}

export function tapeRows(seed: number, demo: ProductDraft[]): TapeRow[] {
  const rng = createRng(seed, 'tapes')
  return tapeProductIndexes()
    .filter((index) => index < demo.length)
    .map((index) => {
      const d = demo[index]!
      return {
        productId: d.id,
        url: tapeVideoUrl(d.slug),
        thumbnailUrl: tapePosterUrl(d.slug),
        durationMs: 6000,
        viewCount: d.viewCount * rng.int(2, 6) + rng.int(100, 5000),
      }
    })
}
