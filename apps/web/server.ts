// The store's server: `npm start` (production build) or `npm run dev` (Vite, --dev).
import { loadEnv } from '@haat/api/config/env'
import { bootDatabase } from '@haat/api/boot'
import { closeOnSignals } from '@haat/api/graceful-shutdown'
import { createWebServer } from './server/create-web-server.ts'

const dev = process.argv.includes('--dev')
const env = loadEnv()
const database = await bootDatabase(env)
const app = await createWebServer({ env, database, dev })

closeOnSignals(app, env.SHUTDOWN_TIMEOUT_MS)

await app.listen({ host: env.HOST, port: env.PORT })
const { port } = app.server.address() as { port: number }
console.log(`Haat is running at http://${env.HOST}:${port}`)
