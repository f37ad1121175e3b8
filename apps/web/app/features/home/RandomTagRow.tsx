// Spec §7/§9 GET /api/tag: ten random unique tags, shown on the home page as chips to /tags/{slug}, so a
// shopper can wander into a theme they would not have searched for. A new draw on every page render.
import type { Tag } from '@haat/domain/catalog/entities'
import { ChipRow } from './ChipRow.tsx'

export function RandomTagRow({ tags }: { tags: readonly Tag[] }) {
  const chips = tags.map((t) => ({ key: String(t.id), to: `/tags/${t.slug}`, label: `#${t.name}` }))
  return <ChipRow id="random-tags" title="Explore by tag" chips={chips} />
}
