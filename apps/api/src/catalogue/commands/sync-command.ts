// `catalogue sync [--brand SLUG] [--shop DOMAIN] [--every MINUTES]`: pulls the products of brands on the
// Shopify channel. Each brand's own shop (npm run brand-shop, tokens sealed) is used; a brand without one
// uses the store's SHOPIFY_* shop. `--shop` (with SHOP_STOREFRONT_TOKEN in the environment, never on the
// command line) syncs one brand from a shop given here. With --every (or SHOPIFY_SYNC_MINUTES) it keeps
// running and syncs again on that schedule: run one such process per store.
import { and, eq } from 'drizzle-orm'
import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import { brands } from '../../db/schema.ts'
import { findBrandShops } from '../../repositories/brand-shops.ts'
import { openMediaStore } from '../../media/open-media-store.ts'
import { secretBox } from '../../services/secrets/secret-box.ts'
import { loadSettingsKey } from '../../services/secrets/settings-key.ts'
import type { StorefrontShop } from '../../adapters/shopify/storefront-products.ts'
import { fileImages } from '../import/file-images.ts'
import { wroteCatalogue } from '../import/import-report.ts'
import { syncShopifyBrand } from '../sync/sync-shopify.ts'
import { printReport } from './print-report.ts'
import { tellRunningStores } from './tell-running-stores.ts'

type Flags = { brand?: string; shop?: string; every?: string; 'dry-run'?: boolean }

async function shopsToSync(
  db: Db,
  env: Env,
  flags: Flags,
): Promise<Array<{ slug: string; shop: StorefrontShop }>> {
  if (flags.shop) {
    const token = process.env.SHOP_STOREFRONT_TOKEN
    if (!flags.brand || !token)
      throw new Error('--shop needs --brand SLUG and SHOP_STOREFRONT_TOKEN in the environment')
    return [
      { slug: flags.brand, shop: { storeDomain: flags.shop, apiVersion: env.SHOPIFY_API_VERSION, token } },
    ]
  }
  const where = and(
    eq(brands.salesChannel, 'SHOPIFY'),
    flags.brand ? eq(brands.slug, flags.brand) : undefined,
  )
  const platform = await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(where)
  if (flags.brand && platform.length === 0)
    throw new Error(`${flags.brand}: no brand on the Shopify channel has this slug`)
  const box = secretBox(await loadSettingsKey(db, env, { warn: (m) => console.warn(m) }))
  const own = await findBrandShops(
    db,
    box,
    platform.map((b) => b.id),
  )
  const out = []
  for (const b of platform) {
    const s = own.get(b.id)
    if (s)
      out.push({
        slug: b.slug,
        shop: { storeDomain: s.storeDomain, apiVersion: s.storefrontApiVersion, token: s.storefrontToken },
      })
    else if (env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_TOKEN)
      out.push({
        slug: b.slug,
        shop: {
          storeDomain: env.SHOPIFY_STORE_DOMAIN,
          apiVersion: env.SHOPIFY_API_VERSION,
          token: env.SHOPIFY_STOREFRONT_TOKEN,
        },
      })
    else
      console.warn(
        `${b.slug}: no shop (npm run brand-shop, or SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN); skipped`,
      )
  }
  return out
}

async function syncOnce(db: Db, env: Env, flags: Flags): Promise<number> {
  const store = openMediaStore(env)
  let failed = 0
  let wrote = false
  for (const { slug, shop } of await shopsToSync(db, env, flags)) {
    const started = performance.now()
    try {
      const report = await syncShopifyBrand(db, {
        brandSlug: slug,
        shop,
        images: fileImages(store, process.cwd()),
        dryRun: flags['dry-run'],
      })
      console.log(`${slug} (${shop.storeDomain}, ${report.pages} pages):`)
      printReport(report, { seconds: (performance.now() - started) / 1000, media: store.describe })
      wrote ||= wroteCatalogue(report)
    } catch (err) {
      failed++
      console.error(`${slug}: ${(err as Error).message}`)
    }
  }
  if (wrote) await tellRunningStores(env) // every round of --every too
  return failed ? 1 : 0
}

export async function runSync(db: Db, env: Env, flags: Flags): Promise<number> {
  const minutes = flags.every !== undefined ? Number(flags.every) : env.SHOPIFY_SYNC_MINUTES
  if (!Number.isInteger(minutes) || minutes < 0) throw new Error('--every needs a whole number of minutes')
  if (minutes === 0) return syncOnce(db, env, flags)
  for (;;) {
    await syncOnce(db, env, flags)
    console.log(`Next sync in ${minutes} min (${new Date(Date.now() + minutes * 60_000).toISOString()}).`)
    await new Promise((resolve) => setTimeout(resolve, minutes * 60_000))
  }
}
