import type { ProductSummary } from '@haat/domain/catalog/product'

/** What every card layout receives from ProductCard. */
export type CardView = {
  product: ProductSummary
  href: string
  vote: { isUpvoted: boolean; upvoteCount: number }
  popular: boolean
  priority: boolean
}

/** Popular cards get a rani ring so they stand out in a long list. */
export const cardFrame = (popular: boolean) =>
  `group relative flex overflow-hidden rounded-card border bg-card shadow-card transition-shadow hover:shadow-lift ${
    popular ? 'border-rani-500/60 ring-1 ring-rani-500/40' : 'border-line'
  }`
