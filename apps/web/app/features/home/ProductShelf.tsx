// A home section of product cards (trending, new arrivals) with a link to the full listing.
import type { ProductSummary } from '@haat/domain/catalog/product'
import { Section } from '../../components/Section.tsx'
import { ProductCard } from '../listing/ProductCard.tsx'

type Props = {
  title: string
  href: string
  products: readonly ProductSummary[]
  eager?: number
  testId?: string
}

export function ProductShelf({ title, href, products, eager = 0, testId }: Props) {
  if (products.length === 0) return null
  return (
    <div data-testid={testId}>
      <Section title={title} href={href}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4">
          {products.map((p, i) => (
            <li key={p.id} className="min-w-0">
              <ProductCard product={p} layout="grid" priority={i < eager} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}
