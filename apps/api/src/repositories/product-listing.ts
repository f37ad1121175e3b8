// A page of products for a filter and a sort, plus the filter's total. Every sort has an index
// (schema.ts); id breaks ties so pages never overlap.
import { and, asc, count, desc, eq, inArray, or, sql, sum, type Placeholder, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { SortKey } from '@haat/domain/rules/sort'
import type { Db } from '../db/client.ts'
import { productTags, products } from '../db/schema.ts'
import { searchMatches, searchScore } from '../search/search-sql.ts'
import type { CompiledSearch } from '../search/tsquery.ts'

/** Resolved filters: ids, not names. An empty list in a scope matches nothing. */
export type ProductFilter = {
  /** Products in these categories OR these subcategories (spec: repeated category/subcategory). */
  categoryScope?: { categoryIds: number[]; subcategoryIds: number[] }
  tagId?: number
  brandId?: number
  productIds?: number[]
  /** Free text, compiled by search/compile-query.ts (docs/decisions/0660). */
  search?: CompiledSearch
}
export type ListingOrder = SortKey | 'relevance'

export type FilterValueName =
  'categoryId' | 'categoryIds' | 'subcategoryId' | 'subcategoryIds' | 'tagId' | 'brandId'
/** How a filter's ids reach the statement: bound as parameters now, or as the placeholders of a statement
 * prepared once per shape (listing-statements.ts), whose text then serves every value. */
export type Bind = (name: FilterValueName, value: unknown) => SQL | Placeholder
const bindNow: Bind = (_name, value) => sql`${sql.param(value)}`

/** One id is `column = id`: only an equality lets a (column, sort key, id) index give the page in order
 * (with `= any(array)` PostgreSQL walked the whole catalogue's price index instead, up to 60,000 rows for
 * ten products at 100k; decision 0832). More ids are `= any(array)`: one text whatever their number. */
function inScope(
  column: AnyPgColumn,
  ids: number[],
  one: FilterValueName,
  many: FilterValueName,
  bind: Bind,
): SQL | undefined {
  if (ids.length === 0) return undefined
  if (ids.length === 1) return sql`${column} = ${bind(one, ids[0])}`
  return sql`${column} = any(${bind(many, ids)}::int[])`
}

function whereOf(filter: ProductFilter, bind: Bind = bindNow): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  const scope = filter.categoryScope
  if (scope) {
    const { categoryIds, subcategoryIds } = scope
    conditions.push(
      or(
        inScope(products.categoryId, categoryIds, 'categoryId', 'categoryIds', bind),
        inScope(products.subcategoryId, subcategoryIds, 'subcategoryId', 'subcategoryIds', bind),
      ) ?? sql`false`,
    )
  }
  if (filter.tagId !== undefined) {
    const tagId = bind('tagId', filter.tagId)
    conditions.push(
      inArray(
        products.id,
        sql`(select ${productTags.productId} from ${productTags} where ${productTags.tagId} = ${tagId})`,
      ),
    )
  }
  if (filter.brandId !== undefined) conditions.push(eq(products.brandId, bind('brandId', filter.brandId)))
  if (filter.productIds) {
    conditions.push(filter.productIds.length ? inArray(products.id, filter.productIds) : sql`false`)
  }
  if (filter.search) conditions.push(searchMatches(filter.search, products.searchDoc))
  return and(...conditions)
}

export function listingOrder(order: ListingOrder, search: CompiledSearch | undefined): SQL[] {
  switch (order) {
    case 'viewCount:desc':
      return [desc(products.viewCount), desc(products.id)]
    case 'launchedOn:desc':
      return [desc(products.launchedOn), desc(products.id)]
    case 'upvoteCount:desc':
      return [desc(products.upvoteCount), desc(products.id)]
    case 'price:asc':
      return [asc(products.price), asc(products.id)]
    case 'price:desc':
      return [desc(products.price), desc(products.id)]
    case 'relevance':
      return [
        ...(search ? [desc(searchScore(search, products.searchDoc))] : []),
        desc(products.viewCount),
        desc(products.id),
      ]
  }
}

type PageSpan = { offset: number | Placeholder; limit: number | Placeholder }

/** The ids of one page, as a subquery: the page's cards are selected around it in one statement. */
export function pageIdsSubquery(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  page: PageSpan,
  bind: Bind = bindNow,
) {
  const { tagId, ...others } = filter
  const tagAlone = tagId !== undefined && Object.values(others).every((value) => value === undefined)
  if (tagAlone && (order === 'price:asc' || order === 'price:desc'))
    return taggedByPriceIds(db, tagId, order, page, bind)
  return db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(filter, bind))
    .orderBy(...listingOrder(order, filter.search))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids')
}

/** A tag's page by price, read in order from the tag's rows (tag_id, price, product_id): prices follow
 * the subcategory and so the tag, which the planner cannot see, and walking the catalogue's price index
 * for a tag's cheapest ten passed up to 60 ms of other products (decision 0833). Votes and views move
 * the other sorts' keys too often to copy them; those pages walk their sort's index, as before. With a
 * brand, a category or words as well, the old form was as quick (0833), so only a tag alone comes here. */
function taggedByPriceIds(
  db: Db,
  tagId: number,
  order: 'price:asc' | 'price:desc',
  page: PageSpan,
  bind: Bind,
) {
  const direction = order === 'price:asc' ? asc : desc
  return db
    .select({ id: productTags.productId })
    .from(productTags)
    .where(eq(productTags.tagId, bind('tagId', tagId)))
    .orderBy(direction(productTags.price), direction(productTags.productId))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids')
}

/** A listing's totals: every product the filter matches, and their upvotes summed (the header's votes). */
export async function listingTotals(
  db: Db,
  filter: ProductFilter,
): Promise<{ products: number; upvotes: number }> {
  const [row] = await db
    .select({ products: count(), upvotes: sum(products.upvoteCount).mapWith(Number) })
    .from(products)
    .where(whereOf(filter))
  return { products: row?.products ?? 0, upvotes: row?.upvotes ?? 0 }
}
