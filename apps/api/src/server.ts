// API-only server (benchmarks, API development). The store's own server is apps/web/server.ts.
import { loadEnv } from './config/env.ts'
import { createServer } from './create-server.ts'
import { haatApi } from './app.ts'
import { bootDatabase } from './boot.ts'
import { closeOnSignals } from './graceful-shutdown.ts'
import { hardening } from './plugins/hardening.ts'

const env = loadEnv()
const database = await bootDatabase(env)
const app = createServer(env)
await app.register(hardening, { env })
await app.register(haatApi, { env, database })
app.addHook('onClose', () => database.close())
closeOnSignals(app, env.SHUTDOWN_TIMEOUT_MS)
const address = await app.listen({ host: env.HOST, port: env.PORT })
app.log.info(`Haat API listening on ${address}/api`)
