// Benchmark child: a database loaded with N generated products, the real API on one port and a bare
// Fastify route answering a precomputed body of the same size on another. Reports its ports over IPC.
import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import { haatApi } from '../src/app.ts'
import { loadEnv } from '../src/config/env.ts'
import { createServer } from '../src/create-server.ts'
import { openDatabase } from '../src/db/client.ts'
import { loadCatalogue } from '../src/seed/load-catalogue.ts'
import { LISTING_PATH } from './listing-path.ts'

const { values } = parseArgs({
  options: { products: { type: 'string' }, 'database-url': { type: 'string' } },
})
const products = Number(values.products)

const database = await openDatabase({ databaseUrl: values['database-url'] })
const started = performance.now()
await loadCatalogue(database.db, { products })
const loadSeconds = (performance.now() - started) / 1000

// Production settings, except request logging (the bare route logs nothing either). A second API
// instance on the same database reads every page from the database (no page cache).
async function startApi(overrides: Record<string, string>) {
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...overrides })
  const app = createServer(env)
  await app.register(haatApi, { env, database })
  return { app, address: await app.listen({ host: '127.0.0.1', port: 0 }) }
}
const { app: api, address: apiAddress } = await startApi({})
const { app: uncached, address: uncachedAddress } = await startApi({ LISTING_PAGE_CACHE_MS: '0' })

const sample = await api.inject(LISTING_PATH(0))
if (sample.statusCode !== 200) throw new Error(`listing answered ${sample.statusCode}: ${sample.body}`)
const body = sample.body
const bare = Fastify()
bare.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body))
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 })

process.send!({
  apiAddress,
  uncachedAddress,
  bareAddress,
  bodyBytes: Buffer.byteLength(body),
  loadSeconds,
  kind: database.kind,
})
process.on('disconnect', async () => {
  await Promise.all([api.close(), uncached.close(), bare.close()])
  await database.close()
  process.exit(0)
})
