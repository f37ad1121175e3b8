// Loads the generated catalogue into an empty database in one transaction: fixed rows, products in
// chunks, then guides, tapes, home banners and the votes behind every upvote_count.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import * as t from '../db/schema.ts'
import { DEMO_BANNERS } from './demo-banners.ts'
import { DEMO_SEED, DEMO_SEED_VERSION } from './demo-constants.ts'
import type { RowContext } from './catalogue/product-rows.ts'
import { fixedCatalogue, productRowChunks, type CatalogueOptions } from './generate-catalogue.ts'
import { withBulkLoadMode } from './bulk-load.ts'
import { insertRows, type Tx } from './insert-rows.ts'

export type LoadReport = { products: number; variants: number; votes: number }

const PRODUCT_CHUNK = 2000
/** Above this many products the load runs in bulk-load mode (see bulk-load.ts). */
const BULK_ABOVE = 5000

/** One vote row per counted upvote, from synthetic guests 'g:demo-<n>', dated between launch and now. */
async function insertDemoVotes(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    insert into votes (product_id, voter_key, user_id, created_at)
    select p.id, 'g:demo-' || g, null,
           least(now(), p.launched_on + (now() - p.launched_on) * mod(g * 0.6180339887, 1)::float8)
    from products p cross join lateral generate_series(1, p.upvote_count) as g`)
  // PGlite reports affectedRows, node-postgres rowCount.
  const { affectedRows, rowCount } = result as { affectedRows?: number; rowCount?: number | null }
  return affectedRows ?? rowCount ?? 0
}

/** Identity columns got explicit ids: move their sequences past them so the API can insert more. */
async function syncIdentities(tx: Tx) {
  for (const table of ['brands', 'categories', 'tags', 'products', 'guides']) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    )
  }
}

async function insertProducts(tx: Tx, opts: CatalogueOptions, context: RowContext) {
  let products = 0
  let variants = 0
  for (const chunk of productRowChunks(opts, context, PRODUCT_CHUNK)) {
    await insertRows(
      tx,
      t.products,
      chunk.map((r) => r.product),
      { explicitIds: true },
    )
    await insertRows(
      tx,
      t.files,
      chunk.flatMap((r) => r.files),
    )
    await insertRows(
      tx,
      t.productOptions,
      chunk.flatMap((r) => r.options),
    )
    await insertRows(
      tx,
      t.variants,
      chunk.flatMap((r) => r.variants),
    )
    await insertRows(
      tx,
      t.productTags,
      chunk.flatMap((r) => r.productTags),
    )
    products += chunk.length
    variants += chunk.reduce((n, r) => n + r.variants.length, 0)
  }
  return { products, variants, votes: await insertDemoVotes(tx) }
}

export type LoadOptions = CatalogueOptions & { bulk?: boolean }

export async function loadCatalogue(db: Db, opts: LoadOptions = {}): Promise<LoadReport> {
  return db.transaction(async (tx) => {
    const { fixed, context } = fixedCatalogue(opts)
    await insertRows(tx, t.brands, fixed.brands, { explicitIds: true })
    await insertRows(tx, t.categories, fixed.categories, { explicitIds: true })
    await insertRows(tx, t.tags, fixed.tags, { explicitIds: true })
    const bulk = opts.bulk ?? (opts.products ?? 0) > BULK_ABOVE
    const report = bulk
      ? await withBulkLoadMode(tx, async () => {
          const inserted = await insertProducts(tx, opts, context)
          // Triggers are off in bulk-load mode: the search words and documents are built in one pass.
          await tx.execute(sql`select haat_search_reindex()`)
          await tx.execute(sql`select haat_product_search_rebuild()`)
          // Fresh statistics: without them the planner guesses 500 matches for a word that has thousands.
          await tx.execute(sql`analyze products, product_search, product_tags, files, variants`)
          return inserted
        })
      : await insertProducts(tx, opts, context)
    await insertRows(tx, t.guides, fixed.guides, { explicitIds: true })
    await insertRows(tx, t.guideProducts, fixed.guideProducts)
    await insertRows(tx, t.tapes, fixed.tapes)
    await tx.insert(t.homeBanners).values(DEMO_BANNERS).onConflictDoNothing()
    await syncIdentities(tx)
    const marker = JSON.stringify({
      version: DEMO_SEED_VERSION,
      seed: opts.seed ?? DEMO_SEED,
      products: report.products,
    })
    await tx
      .insert(t.settings)
      .values({ key: 'demo_seed_version', value: marker })
      .onConflictDoUpdate({ target: t.settings.key, set: { value: marker } })
    return report
  })
}
