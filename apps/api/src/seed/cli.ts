// npm run seed -- [--products N] [--reset]
// Loads the demo catalogue (or the same generator scaled to N products, reusing the demo photos) into
// the database the server uses: DATABASE_URL, or PGlite in DATA_DIR.
import { parseArgs } from 'node:util'
import { count } from 'drizzle-orm'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { DEMO_PRODUCTS } from './demo-constants.ts'
import { loadCatalogue } from './load-catalogue.ts'
import { resetCatalogue } from './reset-catalogue.ts'

const HELP = `Usage: npm run seed -- [--products N] [--reset]
  --products N  how many products (default ${DEMO_PRODUCTS}, the demo catalogue with its own photos)
  --reset       empty the catalogue first (also removes votes, carts and orders)`

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEMO_PRODUCTS) },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
const productCount = Number(values.products)
if (values.help || !Number.isInteger(productCount) || productCount < 1) {
  console.log(HELP)
  process.exit(values.help ? 0 : 2)
}

const env = loadEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`
try {
  if (values.reset) await resetCatalogue(database.db)
  const [row] = await database.db.select({ n: count() }).from(products)
  if ((row?.n ?? 0) > 0) {
    console.error(`The catalogue in ${where} already has ${row!.n} products; add --reset to replace it.`)
    process.exitCode = 1
  } else {
    const started = performance.now()
    const report = await loadCatalogue(database.db, { products: productCount })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Loaded ${report.products} products, ${report.variants} variants and ${report.votes} votes into ${where} in ${seconds} s.`,
    )
  }
} finally {
  await database.close()
}
