// Spec §7/§9 GET /api/tag: ten random unique tags, shown on the home page as chips to /tags/{slug}, so a
// shopper can wander into a theme they would not have searched for. A new draw on every page render.
import type { Tag } from '@haat/domain/catalog/entities'
import { Chip } from '../../components/ui/Chip.tsx'

export function RandomTagRow({ tags }: { tags: readonly Tag[] }) {
  if (tags.length === 0) return null
  return (
    <section aria-labelledby="random-tags" className="space-y-3" data-testid="random-tags">
      <h2 id="random-tags" className="font-display text-2xl font-semibold md:text-3xl">
        Explore by tag
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {tags.map((t) => (
          <li key={t.id}>
            <Chip to={`/tags/${t.slug}`}>#{t.name}</Chip>
          </li>
        ))}
      </ul>
    </section>
  )
}
