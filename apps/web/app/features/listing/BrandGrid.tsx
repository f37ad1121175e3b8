import type { Brand } from '@haat/domain/catalog/entities'
import { BrandCard } from './BrandCard.tsx'

/** Brand cards in 1/2/3/4 columns. */
export function BrandGrid({ brands }: { brands: readonly Brand[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {brands.map((b) => (
        <li key={b.brandId}>
          <BrandCard brand={b} />
        </li>
      ))}
    </ul>
  )
}
