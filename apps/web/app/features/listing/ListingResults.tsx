// The products of a listing in the chosen layout (spec §2): grid 2/3/4 columns or a single-column list,
// with the videos strip after the 4th (grid) or 3rd (list) product.
import { Fragment, type ReactNode } from 'react'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { VIDEOS_STRIP_AFTER_GRID, VIDEOS_STRIP_AFTER_LIST } from '@haat/domain/constants/timings'
import { ProductCard, type CardLayout } from './ProductCard.tsx'

type Props = { products: readonly ProductSummary[]; layout: CardLayout; strip?: ReactNode }

/** Where the strip goes: after the spec's count, or after the last product of a shorter listing. */
export function stripPosition(layout: CardLayout, count: number): number {
  return Math.min(layout === 'grid' ? VIDEOS_STRIP_AFTER_GRID : VIDEOS_STRIP_AFTER_LIST, count)
}

const layouts: Record<CardLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4',
  list: 'grid grid-cols-1 gap-3 md:gap-4',
}

export function ListingResults({ products, layout, strip }: Props) {
  const at = stripPosition(layout, products.length)
  return (
    <ul data-testid="listing-results" data-layout={layout} className={layouts[layout]}>
      {products.map((p, i) => (
        <Fragment key={p.id}>
          <li className="min-w-0">
            <ProductCard product={p} layout={layout} priority={i < 2} swipeHint={i === 0} />
          </li>
          {strip && i + 1 === at && (
            <li data-testid="videos-strip" className="col-span-full min-w-0 py-2">
              {strip}
            </li>
          )}
        </Fragment>
      ))}
    </ul>
  )
}
