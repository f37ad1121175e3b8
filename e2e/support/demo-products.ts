// Demo products for checkout specs: one with a single variant (Add to Cart needs no choice), for sale and
// not sold in batches, from a given brand, read from the running store so the specs follow the catalogue.
import type { APIRequestContext } from '@playwright/test'
import type { BrandPage } from '@haat/domain/catalog/entities'
import type { Product } from '@haat/domain/catalog/product'

export async function singleVariantProduct(
  request: APIRequestContext,
  origin: string,
  brandSlug: string,
  { withOffer = false } = {},
): Promise<Product> {
  const page = (await (
    await request.get(`${origin}/api/brand/product/slug/${brandSlug}`)
  ).json()) as BrandPage
  const summary = page.products.content.find(
    (p) =>
      p.variantCount === 1 &&
      p.availableForSale &&
      p.custom.batch === null &&
      (!withOffer || p.offer !== null),
  )
  if (!summary) throw new Error(`no single-variant product of ${brandSlug} in the demo catalogue`)
  const res = await request.get(`${origin}/api/product/slug/${summary.slug}`)
  return ((await res.json()) as Product[])[0]!
}
