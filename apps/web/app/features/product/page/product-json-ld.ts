// schema.org Product with its Offer (price in INR, availability) for search results, built by the loader
// on the server and written by the route's meta ('script:ld+json'), so none of it ships in the page's
// JavaScript. In the page's language: its texts are the API's (Hindi on /hi pages) and its addresses the
// page's own (decision 0791). The breadcrumb list is written by the Breadcrumbs component.
import type { Product } from '@haat/domain/catalog/product'
import { CURRENCY } from '@haat/domain/constants/timings'
import { pathIn, type Locale } from '../../../lib/i18n/locale.ts'

export function productJsonLd(product: Product, origin: string, locale: Locale) {
  const base = origin || 'http://localhost'
  const url = new URL(pathIn(locale, `/product/${product.slug}`), base).href
  const prices = product.variants.map((v) => v.price.amount)
  const low = prices.length ? Math.min(...prices) : product.price.amount
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.headline,
    sku: String(product.id),
    url,
    image: product.files.filter((f) => f.fileType === 'image').map((f) => new URL(f.url, base).href),
    brand: { '@type': 'Brand', name: product.brand.brandName },
    category: product.category.categoryName,
    offers: {
      '@type': 'Offer',
      url,
      price: low,
      priceCurrency: CURRENCY,
      availability: product.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.brand.brandName },
    },
  }
}
