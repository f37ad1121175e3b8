import { count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import * as t from '../../src/db/schema.ts'
import { DEMO_PRODUCTS } from '../../src/seed/demo-constants.ts'
import { loadCatalogue } from '../../src/seed/load-catalogue.ts'
import { assertBannerTarget } from '../../src/services/admin/banner-target.ts'
import { listHomeBanners } from '../../src/services/home-banners.ts'
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.ts'
import { build } from '../support/build.ts'

const rowsOf = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows

/** Products whose upvote_count differs from their rows in votes. */
async function countMismatches(db: Db) {
  const r = await db.execute(sql`
    select count(*)::int as n from products p
    where p.upvote_count <> (select count(*) from votes v where v.product_id = p.id)`)
  return rowsOf(r)[0]!.n
}

describe('seedDemoIfEmpty', () => {
  let db: Db
  beforeAll(async () => {
    ;({ db } = await build())
    await seedDemoIfEmpty(db)
  }, 60_000)

  test('loads the demo catalogue', async () => {
    const [products] = await db.select({ n: count() }).from(t.products)
    const [brands] = await db.select({ n: count() }).from(t.brands)
    const [tapes] = await db.select({ n: count() }).from(t.tapes)
    expect(products!.n).toBe(DEMO_PRODUCTS)
    expect(brands!.n).toBeGreaterThanOrEqual(24)
    expect(tapes!.n).toBeGreaterThanOrEqual(16)
  })

  test('every upvote_count equals the product’s vote rows, all from demo guests', async () => {
    expect(await countMismatches(db)).toBe(0)
    const r = await db.execute(
      sql`select count(*)::int as n from votes where voter_key not like 'g:demo-%' or user_id is not null`,
    )
    expect(rowsOf(r)[0]!.n).toBe(0)
    const [votes] = await db.select({ n: count() }).from(t.votes)
    expect(votes!.n).toBeGreaterThan(DEMO_PRODUCTS * 10)
  })

  test('fills the six home banners: new, most votes, two brand pages, two products, each leading somewhere real', async () => {
    const banners = await listHomeBanners(db)
    const targets = banners.map((b) => b.href)
    expect(targets).toHaveLength(6)
    expect(targets.slice(0, 2)).toEqual(['/browse-all?sortby=new', '/browse-all?sortby=most-votes'])
    expect(targets.filter((h) => h.startsWith('/brands/'))).toHaveLength(2)
    expect(targets.filter((h) => h.startsWith('/product/'))).toHaveLength(2)
    for (const b of banners) {
      expect(b.alt.length).toBeGreaterThan(10)
      expect(b.srcSet).toBe(`${b.image.replace('-1280.', '-640.')} 640w, ${b.image} 1280w`)
    }
    for (const row of await db.select().from(t.homeBanners))
      await assertBannerTarget(db, { kind: row.targetKind, value: row.target })
  })

  test('records the seed version', async () => {
    const [row] = await db.select().from(t.settings).where(eq(t.settings.key, 'demo_seed_version'))
    expect(JSON.parse(row!.value)).toMatchObject({ version: 1, products: DEMO_PRODUCTS })
  })

  test('does nothing when products exist', async () => {
    await seedDemoIfEmpty(db)
    const [products] = await db.select({ n: count() }).from(t.products)
    expect(products!.n).toBe(DEMO_PRODUCTS)
  })

  test('identity sequences continue after the explicit ids', async () => {
    const [brand] = await db
      .insert(t.brands)
      .values({ slug: 'new-brand', name: 'New Brand', logoUrl: '/x.svg' })
      .returning({ id: t.brands.id })
    const [max] = await db.select({ n: sql<number>`max(id)` }).from(t.brands)
    expect(brand!.id).toBe(Number(max!.n))
    const [tag] = await db
      .insert(t.tags)
      .values({ slug: 'brand-new', name: 'Brand New' })
      .returning({ id: t.tags.id })
    expect(tag!.id).toBeGreaterThan(40)
  })
})

describe('bulk-load mode (used above 5,000 products)', () => {
  test('leaves no orphan rows, the same indexes, and votes equal to counts', async () => {
    const { db } = await build()
    const indexes = async () =>
      rowsOf(
        await db.execute(
          sql`select indexdef from pg_indexes where schemaname = current_schema() order by indexname`,
        ),
      )
    const before = await indexes()
    const report = await loadCatalogue(db, { products: 300, bulk: true })
    expect(report.products).toBe(300)
    expect(await indexes()).toEqual(before)
    expect(await countMismatches(db)).toBe(0)
    const orphans = await db.execute(sql`
      select (select count(*) from variants v where not exists (select 1 from products p where p.id = v.product_id))
           + (select count(*) from files f where not exists (select 1 from products p where p.id = f.product_id))
           + (select count(*) from product_tags pt where not exists (select 1 from tags g where g.id = pt.tag_id))
           + (select count(*) from products p where not exists (select 1 from brands b where b.id = p.brand_id))
           + (select count(*) from products p where not exists (select 1 from categories c where c.id = p.category_id))
           as n`)
    expect(Number(rowsOf(orphans)[0]!.n)).toBe(0)
    // Triggers are off in bulk mode, so the load writes each tag row's copy of its product's price itself.
    const stalePrices = await db.execute(sql`
      select count(*) as n from product_tags pt join products p on p.id = pt.product_id
      where pt.price <> p.price`)
    expect(Number(rowsOf(stalePrices)[0]!.n)).toBe(0)
    const role = await db.execute(sql`show session_replication_role`)
    expect(rowsOf(role)[0]!.session_replication_role).toBe('origin')
  }, 60_000)
})
