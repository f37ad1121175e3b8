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

// Production settings, except request logging (the bare route logs nothing either).
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
const api = createServer(env)
await api.register(haatApi, { env, database })
const apiAddress = await api.listen({ host: '127.0.0.1', port: 0 })

const sample = await api.inject(LISTING_PATH(0))
if (sample.statusCode !== 200) throw new Error(`listing answered ${sample.statusCode}: ${sample.body}`)
const body = sample.body
const bare = Fastify()
bare.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body))
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 })

process.send!({
  apiAddress,
  bareAddress,
  bodyBytes: Buffer.byteLength(body),
  loadSeconds,
  kind: database.kind,
})
process.on('disconnect', async () => {
  await Promise.all([api.close(), bare.close()])
  await database.close()
  process.exit(0)
})
