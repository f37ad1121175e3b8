// Spec §2 home category chip row: every top category of the tree as a chip.
import type { Category } from '@haat/domain/catalog/entities'
import { categoryHref } from '../../components/layout/CategoryLinks.tsx'
import { ChipRow } from './ChipRow.tsx'

export function CategoryChipRow({ categories }: { categories: readonly Category[] }) {
  const chips = categories.map((c) => ({
    key: c.paramName,
    to: categoryHref(c.paramName),
    label: c.categoryName,
  }))
  return <ChipRow id="category-chips" title="Shop by category" chips={chips} />
}
