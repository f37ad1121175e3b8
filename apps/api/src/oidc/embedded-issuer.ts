// Where the embedded login provider lives: `${origin}/oidc` on the store's own server. The store's
// origin is PUBLIC_ORIGIN, else the listen address; with PORT=0 and no PUBLIC_ORIGIN it is unknown.
// The settings it reads, named here rather than taken from config/env.ts: env.ts calls
// withEmbeddedIssuer, so importing its types back would make the two modules import each other.
type OriginEnv = { PUBLIC_ORIGIN?: string | undefined; HOST: string; PORT: number }
type IssuerEnv = OriginEnv & {
  OIDC_ISSUER?: string | undefined
  OIDC_EMBEDDED: boolean
  OIDC_JWKS_URI?: string | undefined
}

export const EMBEDDED_ISSUER_PATH = '/oidc'

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

/** The listen address as a URL origin; a wildcard host is reached at `wildcardAs`. */
function listenOrigin(env: OriginEnv, wildcardAs: string): string {
  const host = WILDCARD_HOSTS.has(env.HOST) ? wildcardAs : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
  return `http://${host}:${env.PORT}`
}

/** The origin shoppers reach the store at, without a trailing slash; undefined when PORT=0 hides it. */
export function storeOrigin(env: OriginEnv): string | undefined {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin
  if (env.PORT === 0) return undefined
  return listenOrigin(env, 'localhost')
}

export function embeddedIssuerFor(env: OriginEnv): string | undefined {
  const origin = storeOrigin(env)
  return origin && `${origin}${EMBEDDED_ISSUER_PATH}`
}

/**
 * loadEnv's last step: with no OIDC_ISSUER, bearer tokens are checked against the embedded provider.
 * Its keys are then read over loopback, not through the public origin (proxy, CDN, hairpin NAT).
 */
export function withEmbeddedIssuer<E extends IssuerEnv>(env: E): E {
  if (env.OIDC_ISSUER || !env.OIDC_EMBEDDED) return env
  const issuer = embeddedIssuerFor(env)
  if (!issuer) return env
  const jwksUri = env.OIDC_JWKS_URI ?? `${listenOrigin(env, '127.0.0.1')}${EMBEDDED_ISSUER_PATH}/jwks`
  return { ...env, OIDC_ISSUER: issuer, OIDC_JWKS_URI: jwksUri }
}

/** The embedded provider runs unless sign-in is switched off or OIDC_ISSUER names another issuer. */
export function embeddedIssuerIn(env: IssuerEnv): string | undefined {
  if (!env.OIDC_EMBEDDED) return undefined
  const issuer = embeddedIssuerFor(env)
  if (!issuer) return undefined
  const configured = env.OIDC_ISSUER?.replace(/\/+$/, '')
  return configured === undefined || configured === issuer ? issuer : undefined
}
