// The store's server, started by apps/web/server.ts once drizzle-orm's loading is set (decision 0823).
import { loadEnv } from '@haat/api/config/env'
import { bootDatabase } from '@haat/api/boot'
import { closeOnSignals } from '@haat/api/graceful-shutdown'
import { createWebServer } from './create-web-server.ts'
import { startMallocTrim } from './malloc-trim.ts'

const dev = process.argv.includes('--dev')
const env = loadEnv()
const database = await bootDatabase(env)
const app = await createWebServer({ env, database, dev })

closeOnSignals(app, env.SHUTDOWN_TIMEOUT_MS)
await startMallocTrim(env.MALLOC_TRIM_MS, app.log)

await app.listen({ host: env.HOST, port: env.PORT })
const { port } = app.server.address() as { port: number }
console.log(`Haat is running at http://${env.HOST}:${port}`)
