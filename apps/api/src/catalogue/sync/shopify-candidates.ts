// Storefront API products → import candidates, mapped like a CSV export (prices: decision 0740;
// description cleaned to text: 0742), with each variant's Shopify GID kept for checkout.
import type { ImportVariantInput } from '@haat/domain/catalog/catalogue-file'
import type { StorefrontProduct } from '../../adapters/shopify/storefront-products.ts'
import { descriptionText } from '../import/description-text.ts'
import type { ProductCandidate, RowProblem } from '../import/import-report.ts'
import { parseRupees, regularPrice, upvoteOffer, type ShopifyPrice } from '../import/shopify-prices.ts'

export function shopifyCandidate(p: StorefrontProduct): ProductCandidate | RowProblem {
  const foreign = p.variants.nodes.find((v) => v.price.currencyCode !== 'INR')
  if (foreign)
    return {
      line: null,
      handle: p.handle,
      reason: `priced in ${foreign.price.currencyCode}; the store sells in INR`,
    }
  const prices: ShopifyPrice[] = p.variants.nodes.map((v) => ({
    price: parseRupees(v.price.amount) ?? Number.NaN,
    compareAt: v.compareAtPrice ? parseRupees(v.compareAtPrice.amount) : null,
  }))
  const variants: ImportVariantInput[] = p.variants.nodes.map((v, i) => ({
    options: v.selectedOptions,
    price: regularPrice(prices[i]!),
    available: v.availableForSale,
    shopifyId: v.id,
    ...(v.sku && { sku: v.sku }),
    ...(v.image && { image: v.image.url }),
  }))
  const input = {
    slug: p.handle,
    title: p.title,
    descriptionHtml: descriptionText(p.descriptionHtml),
    category: p.productType,
    tags: p.tags,
    offer: upvoteOffer(prices),
    options: p.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
    variants,
    images: p.images.nodes.map((i) => i.url),
  }
  return { line: null, handle: p.handle, input }
}
