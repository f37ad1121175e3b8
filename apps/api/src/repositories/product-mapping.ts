// Database rows → the API shapes of spec §3 (price and offer with their symbols, brand reference).
import type { Offer, ProductSummary } from '@haat/domain/catalog/product'
import { CURRENCY_SYMBOL } from '@haat/domain/constants/timings'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { UpvoteLookup } from '../auth/viewer.ts'
import { hindiTexts, type HindiTexts } from '../http/hindi-texts.ts'
import type { summaryColumns } from './product-fields.ts'

export type SummaryRow = SelectResultFields<typeof summaryColumns> & { upvoted: boolean }

export const priceOf = (amount: number) => ({ amount, symbol: CURRENCY_SYMBOL })

export function offerOf(row: Pick<SummaryRow, 'offerType' | 'offerValue' | 'offerCode'>): Offer | null {
  if (!row.offerType || row.offerValue === null || row.offerCode === null) return null
  const symbol = row.offerType === 'PERCENT' ? '%' : CURRENCY_SYMBOL
  return { type: row.offerType, value: row.offerValue, symbol, code: row.offerCode }
}

/** With the Hindi title and headline the catalogue has (answers to Hindi pages take them in). */
export function toSummary(row: SummaryRow, upvotes: UpvoteLookup): ProductSummary & HindiTexts {
  return {
    id: row.id,
    slug: row.slug,
    headline: row.headline,
    title: row.title,
    ...hindiTexts({ title: row.titleHi, headline: row.headlineHi }),
    tags: row.tags,
    files: row.files,
    price: priceOf(row.price),
    offer: offerOf(row),
    upvoteCount: row.upvoteCount,
    isUpvoted: row.upvoted || upvotes.productIds.has(row.id),
    launchedOn: new Date(row.launchedOn).toISOString(),
    viewCount: row.viewCount,
    brand: {
      brandId: row.brandId,
      brandName: row.brandName,
      brandSlug: row.brandSlug,
      salesChannel: row.salesChannel,
    },
    custom: { batch: row.batchMin },
    variantCount: row.variantCount,
    availableForSale: row.availableForSale,
  }
}
