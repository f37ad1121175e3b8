import type { ProductSummary } from '@haat/domain/catalog/product'
import { ProductTile } from './ProductTile.tsx'

/** Spec §2 grid: 2 columns on mobile, 3 on medium, 4 on large. The first row loads eagerly. */
export function ProductGrid({
  products,
  eager = 2,
}: {
  products: readonly ProductSummary[]
  eager?: number
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <div className="w-full">
            <ProductTile product={p} priority={i < eager} />
          </div>
        </li>
      ))}
    </ul>
  )
}
