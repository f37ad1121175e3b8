// Products as the store's full product cards (helper E's ProductCard: upvote, add to cart, offer),
// in the spec §2 grid: 2 columns on phones, 3 on medium, 4 on large screens.
import type { ProductSummary } from '@haat/domain/catalog/product'
import { ProductCard } from '../listing/ProductCard.tsx'

export function PicksGrid({ products, eager = 2 }: { products: readonly ProductSummary[]; eager?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} layout="grid" priority={i < eager} />
        </li>
      ))}
    </ul>
  )
}
