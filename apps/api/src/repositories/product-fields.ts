// The columns of a product card, selected in one query: tags, files and variant facts come from
// correlated subqueries (indexed by product id), so a page of N products costs one statement.
// Subqueries name the outer row as `products.id` in plain text: drizzle leaves its own column
// references unqualified in single-table selects, where `id` would bind to the subquery's table.
import { sql } from 'drizzle-orm'
import type { ProductFile, TagRef } from '@haat/domain/catalog/product'
import { brands, products } from '../db/schema.ts'

const tags = sql<TagRef[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name, t.id)
  from product_tags pt join tags t on t.id = pt.tag_id
  where pt.product_id = products.id), '[]'::json)`

const files = sql<ProductFile[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'url', f.url, 'fileType', f.file_type,
    'width', f.width, 'height', f.height) order by f.position, f.id)
  from files f where f.product_id = products.id), '[]'::json)`

const variantCount = sql<number>`(select count(*)::int from variants v where v.product_id = products.id)`
const availableForSale = sql<boolean>`exists (
  select 1 from variants v where v.product_id = products.id and v.available_for_sale)`

/** `exists` over the voter's vote row (primary key lookup); guests get false here. */
export const upvotedBy = (voterKey: string | null) =>
  voterKey === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from votes vo where vo.product_id = products.id and vo.voter_key = ${voterKey})`

export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  headline: products.headline,
  title: products.title,
  titleHi: products.titleHi,
  headlineHi: products.headlineHi,
  price: products.price,
  offerType: products.offerType,
  offerValue: products.offerValue,
  offerCode: products.offerCode,
  upvoteCount: products.upvoteCount,
  viewCount: products.viewCount,
  launchedOn: products.launchedOn,
  batchMin: products.batchMin,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
  salesChannel: brands.salesChannel,
  tags,
  files,
  variantCount,
  availableForSale,
}
