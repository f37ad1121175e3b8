// npm run brand-shop -- <brand-slug> <shop-domain> [--api-version 2025-07]
// Stores a platform-channel brand's own Shopify store (decision 0620). The two tokens are read from the
// environment, not the command line (which other users of the machine can see): SHOP_STOREFRONT_TOKEN
// (Storefront API, unauthenticated_write_checkouts) and SHOP_ADMIN_TOKEN (Admin API, write_discounts).
// They are sealed with SETTINGS_ENCRYPTION_KEY before they are written; run it with the server's settings.
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { brands } from '../db/schema.ts'
import { saveBrandShop } from '../repositories/brand-shops.ts'
import { secretBox } from '../services/secrets/secret-box.ts'
import { loadSettingsKey } from '../services/secrets/settings-key.ts'

const HELP = `Usage: SHOP_STOREFRONT_TOKEN=… SHOP_ADMIN_TOKEN=… npm run brand-shop -- <brand-slug> <shop.myshopify.com> [--api-version 2025-07]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'api-version': { type: 'string', default: '2025-07' }, help: { type: 'boolean', short: 'h' } },
})
const [slug, storeDomain] = positionals
const storefrontToken = process.env.SHOP_STOREFRONT_TOKEN
const adminToken = process.env.SHOP_ADMIN_TOKEN
const version = values['api-version']
if (
  values.help ||
  !slug ||
  !storeDomain ||
  !storefrontToken ||
  !adminToken ||
  !/^\d{4}-\d{2}$/.test(version)
) {
  console.log(HELP)
  process.exit(values.help ? 0 : 2)
}

const env = loadEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  const [brand] = await database.db.select().from(brands).where(eq(brands.slug, slug))
  if (!brand) {
    console.error(`No brand with the slug '${slug}'.`)
    process.exitCode = 1
  } else {
    if (brand.salesChannel !== 'SHOPIFY')
      console.warn(
        `Note: ${brand.name} sells in the store itself (HAAT); its lines ignore this shop until its channel is SHOPIFY.`,
      )
    const box = secretBox(await loadSettingsKey(database.db, env, { warn: (m) => console.warn(m) }))
    await saveBrandShop(database.db, box, brand.id, {
      storeDomain,
      storefrontApiVersion: version,
      storefrontToken,
      adminToken,
    })
    console.log(`${brand.name} now checks out on ${storeDomain} (tokens sealed).`)
  }
} finally {
  await database.close()
}
