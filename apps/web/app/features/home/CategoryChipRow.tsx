// Spec §2 home category chip row: every top category of the tree as a chip.
import type { Category } from '@haat/domain/catalog/entities'
import { categoryHref } from '../../components/layout/CategoryLinks.tsx'
import { Chip } from '../../components/ui/Chip.tsx'

export function CategoryChipRow({ categories }: { categories: readonly Category[] }) {
  if (categories.length === 0) return null
  return (
    <section aria-labelledby="category-chips" className="space-y-3" data-testid="category-chips">
      <h2 id="category-chips" className="font-display text-2xl font-semibold md:text-3xl">
        Shop by category
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {categories.map((c) => (
          <li key={c.paramName}>
            <Chip to={categoryHref(c.paramName)}>{c.categoryName}</Chip>
          </li>
        ))}
      </ul>
    </section>
  )
}
