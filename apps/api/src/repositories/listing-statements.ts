// A listing without free text comes in few shapes: its sort and which filters it has. Each shape's page
// statement is built once and prepared by name (PostgreSQL parses it once per connection); the ids, the
// offset and the limit travel as parameters. A CPU profile of uncached listings put Drizzle's build and
// the statement's text at a fifth of the server's time, paid again for every page.
import { sql } from 'drizzle-orm'
import type { SortKey } from '@haat/domain/rules/sort'
import type { Db } from '../db/client.ts'
import type { FilterValueName, ListingOrder, ProductFilter } from './product-listing.ts'
import { summaryPageQuery } from './summary-page-query.ts'

type Page = { offset: number; limit: number }
type Statement = ReturnType<ReturnType<typeof summaryPageQuery>['prepare']>
type Shape = { order: SortKey; filter: ProductFilter; name: string }

const statements = new WeakMap<Db, Map<string, Statement>>()
const placeholder = (name: FilterValueName) => sql.placeholder(name)

/** The shape of a filter, with stand-in ids (the placeholders ignore them); null when it has none. */
function shapeOf(filter: ProductFilter, order: ListingOrder): Shape | null {
  // Free text and id lists change the statement's form with their words and lengths; relevance is text.
  if (filter.search || filter.productIds || order === 'relevance') return null
  const scope = filter.categoryScope
  const categories = scope?.categoryIds.length ?? 0
  const subcategories = scope?.subcategoryIds.length ?? 0
  if (scope && !categories && !subcategories) return null
  const tag = filter.tagId !== undefined
  const brand = filter.brandId !== undefined
  // One id and several are two shapes: one is an equality, several an array (product-listing.ts).
  const flags = [flag(categories, 'c'), flag(subcategories, 's'), tag && 't', brand && 'b'].filter(Boolean)
  return {
    order,
    name: `haat_listing_${order}_${flags.join('')}`,
    filter: {
      categoryScope: scope && {
        categoryIds: standIns(categories),
        subcategoryIds: standIns(subcategories),
      },
      tagId: tag ? 0 : undefined,
      brandId: brand ? 0 : undefined,
    },
  }
}

/** What a statement's form depends on: no ids, one, or several. */
const countClass = (ids: number) => Math.min(ids, 2)
/** '' for no ids, 'c' for one, 'cc' for several. */
const flag = (ids: number, letter: string) => letter.repeat(countClass(ids))
/** Stand-in ids of the filter's own count class. */
const standIns = (ids: number) => new Array<number>(countClass(ids)).fill(0)

/** The page's rows through its shape's prepared statement, or null to build the statement as usual. */
export function preparedListingPage(db: Db, filter: ProductFilter, order: ListingOrder) {
  const shape = shapeOf(filter, order)
  if (!shape) return null
  let byName = statements.get(db)
  if (!byName) statements.set(db, (byName = new Map()))
  let statement = byName.get(shape.name)
  if (!statement) {
    const page = { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') }
    statement = summaryPageQuery(db, shape.filter, shape.order, page, placeholder).prepare(shape.name)
    byName.set(shape.name, statement)
  }
  const prepared = statement
  const scope = filter.categoryScope
  return (page: Page) =>
    prepared.execute({
      categoryId: scope?.categoryIds[0],
      categoryIds: scope?.categoryIds,
      subcategoryId: scope?.subcategoryIds[0],
      subcategoryIds: scope?.subcategoryIds,
      tagId: filter.tagId,
      brandId: filter.brandId,
      ...page,
    })
}
