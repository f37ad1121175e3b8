// The store's server without its pages, as apps/web/server/start.ts composes it: hardening (headers, CORS),
// the API, and the embedded login provider; the database closes with the server.
import type { Env } from '../../../apps/api/src/config/env.ts'
import { createServer } from '../../../apps/api/src/create-server.ts'
import { haatApi } from '../../../apps/api/src/app.ts'
import type { Database } from '../../../apps/api/src/db/client.ts'
import { registerOidcProvider } from '../../../apps/api/src/oidc/register.ts'
import { hardening } from '../../../apps/api/src/plugins/hardening.ts'

export async function composeStore(env: Env, database: Database) {
  const app = createServer(env)
  await app.register(hardening, { env })
  await app.register(haatApi, { env, database })
  await registerOidcProvider(app, { env, db: database.db })
  app.addHook('onClose', () => database.close())
  return app
}
