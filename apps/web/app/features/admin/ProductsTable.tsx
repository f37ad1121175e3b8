// The admin's product list: title and address (slug), brand, price, upvote offer and votes; each row opens the form.
import { Link } from 'react-router'
import type { AdminProductPage } from '@haat/domain/admin/product-edit'
import { formatINR } from '@haat/domain/format/money'

export function ProductsTable({ products }: { products: AdminProductPage['content'] }) {
  if (products.length === 0) return <p className="text-ink-soft">No products match.</p>
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-card">
      {products.map((p) => (
        <li key={p.id}>
          <Link
            to={`/admin/products/${p.id}`}
            className="grid gap-1 px-4 py-3 hover:bg-sand md:grid-cols-[1fr_10rem_6rem_12rem_5rem] md:items-center md:gap-4"
          >
            <span className="min-w-0">
              <span className="block font-semibold">{p.title}</span>
              {/* The address guides name their products by. */}
              <span className="block truncate font-mono text-xs text-ink-soft">{p.slug}</span>
            </span>
            <span className="text-sm text-ink-soft">{p.brandName}</span>
            <span>{formatINR(p.price)}</span>
            <span className="text-sm">{p.offer ?? 'no offer'}</span>
            <span className="text-sm text-ink-soft md:text-right">{p.upvoteCount} votes</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
