// npm run catalogue -- import FILE [--brand SLUG] [--dry-run] [--import-good-rows]
// npm run catalogue -- export products|orders [--out FILE]
// npm run catalogue -- sync [--brand SLUG] [--shop DOMAIN] [--every MINUTES]
// npm run catalogue -- declarations
// Works on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR) and the media store it
// is configured with (MEDIA_STORE). Exit code 0 = done, 1 = refused or failed, 2 = wrong usage. With
// REDIS_URL, running stores are told of an import or sync that wrote (commands/tell-running-stores.ts).
import { parseArgs } from 'node:util'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { runDeclarations } from './commands/declarations-command.ts'
import { runExport } from './commands/export-command.ts'
import { runImport } from './commands/import-command.ts'
import { runSync } from './commands/sync-command.ts'

const HELP = `Usage: npm run catalogue -- <command>
  import FILE [--brand SLUG] [--dry-run] [--import-good-rows]
      FILE is a Shopify product CSV export (.csv) or a catalogue file (.json, docs/operators.md).
      --brand SLUG        put every product under this brand (else the Vendor / "brand" names it)
      --dry-run           print what would change; write nothing
      --import-good-rows  when some rows are refused, import the others anyway
  export products|orders [--out FILE]   CSV safe to open in a spreadsheet (stdout without --out)
  sync [--brand SLUG] [--shop DOMAIN] [--every MINUTES] [--dry-run]
      pull the products of brands on the Shopify channel through the Storefront API (each brand's own
      shop, else SHOPIFY_*; --shop takes SHOP_STOREFRONT_TOKEN from the environment); --every (or
      SHOPIFY_SYNC_MINUTES) keeps syncing on that schedule
  declarations
      warn of what the catalogue does not declare for Indian rules (MRP, origin, maker, net quantity,
      best-before for food, grievance contact; decision 0781)`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'import-good-rows': { type: 'boolean', default: false },
    out: { type: 'string' },
    shop: { type: 'string' },
    token: { type: 'string' },
    every: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
const [command, arg] = positionals
if (values.help || !command || !['import', 'export', 'sync', 'declarations'].includes(command)) {
  console.log(HELP)
  process.exit(values.help ? 0 : 2)
}

const env = loadEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  if (command === 'import') process.exitCode = await runImport(database.db, env, arg, values)
  else if (command === 'export') process.exitCode = await runExport(database.db, arg, values.out)
  else if (command === 'declarations') process.exitCode = await runDeclarations(database.db)
  else process.exitCode = await runSync(database.db, env, values)
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
