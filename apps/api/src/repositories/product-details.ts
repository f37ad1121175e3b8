// One full product (spec §3 Product) by slug or id, in one statement.
import { eq, sql } from 'drizzle-orm'
import type { Product, ProductOption, Variant } from '@haat/domain/catalog/product'
import type { UpvoteLookup } from '../auth/viewer.ts'
import type { Db } from '../db/client.ts'
import { brands, products } from '../db/schema.ts'
import { hindiTexts, type HindiTexts } from '../http/hindi-texts.ts'
import { summaryColumns, upvotedBy } from './product-fields.ts'
import { priceOf, toSummary } from './product-mapping.ts'

type StoredVariant = Omit<Variant, 'price'> & { price: number }
type CategoryRef = { paramName: string; categoryName: string }

const variants = sql<StoredVariant[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'price', v.price, 'availableForSale', v.available_for_sale,
    'image', case when v.image_url is null then null else json_build_object('url', v.image_url) end,
    'selectedOptions', v.selected_options) order by v.position, v.id)
  from variants v where v.product_id = products.id), '[]'::json)`

const options = sql<ProductOption[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'name', o.name, 'values', o.values) order by o.position, o.id)
  from product_options o where o.product_id = products.id), '[]'::json)`

const categoryRef = (column: 'category_id' | 'subcategory_id') => sql<CategoryRef | null>`(
  select json_build_object('paramName', c.param_name, 'categoryName', c.name)
  from categories c where c.id = products.${sql.raw(column)})`

const detailColumns = {
  ...summaryColumns,
  description: products.description,
  descriptionHi: products.descriptionHi,
  buyUrl: products.buyUrl,
  shippingDetails: products.shippingDetails,
  returnPolicy: products.returnPolicy,
  sizeChart: products.sizeChart,
  declarations: products.declarations,
  variants,
  options,
  category: categoryRef('category_id'),
  subcategory: categoryRef('subcategory_id'),
}

export type ProductKey = { slug: string } | { id: number }

export async function findProduct(
  db: Db,
  key: ProductKey,
  upvotes: UpvoteLookup,
): Promise<(Product & HindiTexts) | null> {
  const where = 'slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id)
  const [row] = await db
    .select({ ...detailColumns, upvoted: upvotedBy(upvotes.voterKey) })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
  if (!row?.category) return null
  return {
    ...toSummary(row, upvotes),
    description: row.description,
    ...hindiTexts({ title: row.titleHi, headline: row.headlineHi, description: row.descriptionHi }),
    variants: row.variants.map((v) => ({ ...v, price: priceOf(v.price) })),
    options: row.options,
    buyUrl: row.buyUrl,
    shippingDetails: row.shippingDetails,
    returnPolicy: row.returnPolicy,
    sizeChart: row.sizeChart ?? null,
    declarations: row.declarations ?? null,
    category: row.category,
    subcategory: row.subcategory,
  }
}
