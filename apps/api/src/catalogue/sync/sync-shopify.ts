// Shopify sync of one platform-channel brand: every product its shop publishes, read through the
// Storefront API page by page, then upserted by handle like an import (decision 0745). A product that
// cannot be taken (unknown category, another currency, a bad picture) is reported and the others are
// still written; products are placed under the brand whose shop it is.
import { storefrontProducts, type StorefrontShop } from '../../adapters/shopify/storefront-products.ts'
import type { Db } from '../../db/client.ts'
import { importCandidates, type WriteOptions } from '../import/import-catalogue.ts'
import type { ImportReport, ProductCandidate, RowProblem } from '../import/import-report.ts'
import { shopifyCandidate } from './shopify-candidates.ts'

export type SyncOptions = Omit<WriteOptions, 'brand' | 'importGoodRows'> & {
  brandSlug: string
  shop: StorefrontShop
  pageSize?: number
}

export async function syncShopifyBrand(db: Db, opts: SyncOptions): Promise<ImportReport & { pages: number }> {
  const candidates: ProductCandidate[] = []
  const problems: RowProblem[] = []
  let pages = 0
  for await (const page of storefrontProducts(opts.shop, opts.pageSize)) {
    pages++
    for (const product of page) {
      const c = shopifyCandidate(product)
      if ('reason' in c) problems.push(c)
      else candidates.push(c)
    }
  }
  const report = await importCandidates(
    db,
    { candidates, problems, skipped: [] },
    { ...opts, brand: opts.brandSlug, importGoodRows: true },
  )
  return { ...report, pages }
}
