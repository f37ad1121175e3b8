// A store server process for the multi-process runs (two instances, crash, soak): the same composition
// as apps/web/server/start.ts minus the pages (no build needed), configured by the environment, with the
// same SIGTERM handling. Prints one line `ready <url>` when it listens.
import { loadEnv } from '../../apps/api/src/config/env.ts'
import { bootDatabase } from '../../apps/api/src/boot.ts'
import { closeOnSignals } from '../../apps/api/src/graceful-shutdown.ts'
import { composeStore } from './lib/compose-store.ts'

const env = loadEnv()
const database = await bootDatabase(env)
const app = await composeStore(env, database)
closeOnSignals(app, env.SHUTDOWN_TIMEOUT_MS)
const url = await app.listen({ host: env.HOST, port: env.PORT })
console.log(`ready ${url}`)
