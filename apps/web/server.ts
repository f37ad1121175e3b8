// The store's server: `npm start` (production build) or `npm run dev` (Vite, --dev).
import { loadEnv } from '@haat/api/config/env'
import { bootDatabase } from '@haat/api/boot'
import { createWebServer } from './server/create-web-server.ts'

const dev = process.argv.includes('--dev')
const env = loadEnv()
const database = await bootDatabase(env)
const app = await createWebServer({ env, database, dev })

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    // Finish in-flight requests, then close the database (onClose), then leave.
    await app.close().catch((err) => app.log.error({ err }, 'error while closing'))
    process.exit(0)
  })
}

await app.listen({ host: env.HOST, port: env.PORT })
const { port } = app.server.address() as { port: number }
console.log(`Haat is running at http://${env.HOST}:${port}`)
