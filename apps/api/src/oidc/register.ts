// registerOidcProvider(app, { env, db }): the embedded login provider on the store's own server.
// /oidc/* goes to oidc-provider (through @fastify/middie, before Fastify reads the body),
// /oidc/me is our userinfo, /interaction/:uid are the sign-in pages, /account/* reset a password and
// confirm an email. Register it before the
// pages' catch-all. It stays off when OIDC_ISSUER names another issuer (Keycloak, Cognito, Auth0 …).
import middie from '@fastify/middie'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { rateLimitPlugin } from '../plugins/rate-limit.ts'
import { deleteExpiredPayloads } from './adapter.ts'
import { createProvider, INTERACTION_PATH } from './create-provider.ts'
import { EMBEDDED_ISSUER_PATH, embeddedIssuerIn } from './embedded-issuer.ts'
import { interactionRoutes } from './interactions/routes.ts'
import { recoveryLimiter } from './recovery/recovery-limits.ts'
import { recoveryRoutes } from './recovery/routes.ts'
import { signInLimiter } from './interactions/sign-in-limits.ts'
import { loadProviderSecrets, publicKeys } from './keys.ts'
import { USERINFO_PATH, userinfoRoute } from './userinfo-route.ts'

type Options = {
  env: Env
  db: Db
  /** Overrides the issuer worked out from PUBLIC_ORIGIN / HOST / PORT (it must still end in /oidc). */
  issuer?: string
}

const SWEEP_MS = 60 * 60 * 1000

/** The running provider, or undefined when sign-in is served by another issuer (or switched off). */
export async function registerOidcProvider(app: FastifyInstance, { env, db, issuer: given }: Options) {
  const issuer = given ?? embeddedIssuerIn(env)
  if (!issuer) {
    app.log.info({ issuer: env.OIDC_ISSUER ?? null }, 'embedded login provider not started')
    return undefined
  }
  const secrets = await loadProviderSecrets(db)
  const provider = createProvider({
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    audience: env.OIDC_AUDIENCE,
    db,
    secrets,
  })
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'login provider error'))

  await app.register(async (scope) => {
    await scope.register(middie)
    const callback = provider.callback()
    scope.use(EMBEDDED_ISSUER_PATH, (req, res, next) => {
      // middie strips the mount path: req.url is '/me…' for our own userinfo route.
      if (/^\/me(?:[/?]|$)/.test(req.url ?? '')) return next()
      return void callback(req, res)
    })
    // middie runs only for requests routed into this scope: these routes bring /oidc/* here.
    const toProvider = async () => undefined
    scope.all(EMBEDDED_ISSUER_PATH, toProvider)
    scope.all(`${EMBEDDED_ISSUER_PATH}/*`, toProvider)
    await scope.register(userinfoRoute, {
      db,
      issuer,
      audience: env.OIDC_AUDIENCE,
      jwks: publicKeys(secrets.jwks),
    })
    await scope.register(async (pages) => {
      pages.decorate('env', env)
      await pages.register(rateLimitPlugin)
      const limit = signInLimiter(pages, {
        perEmail: env.SIGN_IN_RATE_LIMIT,
        perAddress: env.SIGN_IN_IP_RATE_LIMIT,
      })
      const origin = new URL(issuer).origin // links in account mail
      await pages.register(interactionRoutes, { provider, db, limit, origin, path: INTERACTION_PATH })
      const recoveryLimit = recoveryLimiter(pages, {
        perEmail: env.ACCOUNT_MAIL_RATE_LIMIT,
        perAddress: env.ACCOUNT_MAIL_IP_RATE_LIMIT,
      })
      await pages.register(recoveryRoutes, { db, origin, limit: recoveryLimit })
    })
  })

  const sweep = () =>
    deleteExpiredPayloads(db).catch((err: unknown) => app.log.warn({ err }, 'login provider: sweep failed'))
  const timer = setInterval(sweep, SWEEP_MS).unref()
  app.addHook('onClose', async () => clearInterval(timer))
  app.log.info({ issuer, userinfo: USERINFO_PATH }, 'embedded login provider started')
  return provider
}
