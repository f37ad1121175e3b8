// API-only server (benchmarks, API development). The store's own server is apps/web/server.ts.
import { loadEnv } from './config/env.ts'
import { createServer } from './create-server.ts'
import { haatApi } from './app.ts'
import { bootDatabase } from './boot.ts'

const env = loadEnv()
const database = await bootDatabase(env)
const app = createServer(env)
await app.register(haatApi, { env, database })
app.addHook('onClose', () => database.close())
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close())
const address = await app.listen({ host: env.HOST, port: env.PORT })
app.log.info(`Haat API listening on ${address}/api`)
