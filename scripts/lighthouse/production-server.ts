// The store as a shopper meets it: the production build (`npm run build`, or WEB_BUILD_DIR) served by
// `node apps/web/build/node/server.js` (decision 0816) on a free port, with a fresh PGlite data folder and the demo seed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startWebServer } from '../../apps/api/bench/children.ts'

export async function startProductionServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-lighthouse-'))
  const server = await startWebServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' })
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
