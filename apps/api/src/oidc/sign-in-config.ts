// What the store's pages need to sign shoppers in (spec §7 "Login provider"), for whichever issuer
// is configured: the embedded one (endpoints known here) or another one (read from its discovery
// document once, e.g. Keycloak, Cognito, Auth0). Null when sign-in is switched off.
import type { Env } from '../config/env.ts'
import { embeddedIssuerIn, storeOrigin } from './embedded-issuer.ts'
import { LOGIN_RETURN_PATH, LOGOUT_RETURN_PATH } from './web-client.ts'

export type SignInConfig = {
  issuer: string
  /** True when the store's own provider (/oidc) answers. */
  embedded: boolean
  clientId: string
  /** The `aud` the API expects in access tokens (Auth0 wants it as `audience` on the authorize URL). */
  audience: string
  scope: string
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string | null
  endSessionEndpoint: string | null
  /** Where the provider sends the shopper back (registered at the provider), when the origin is known. */
  redirectUri: string | null
  postLogoutRedirectUri: string | null
}

type SignInEnv = Pick<
  Env,
  'OIDC_ISSUER' | 'OIDC_EMBEDDED' | 'OIDC_CLIENT_ID' | 'OIDC_AUDIENCE' | 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'
>

export const SIGN_IN_SCOPE = 'openid profile email'

type Discovery = {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint?: string
  end_session_endpoint?: string
}

const discoveries = new Map<string, Promise<Discovery>>()

async function discover(issuer: string, fetchFn: typeof fetch): Promise<Discovery> {
  const res = await fetchFn(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`The sign-in provider's discovery document answered ${res.status}`)
  return (await res.json()) as Discovery
}

/** Embedded endpoints are oidc-provider's default routes under the issuer. */
function embeddedEndpoints(issuer: string): Discovery {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/me`,
    end_session_endpoint: `${issuer}/session/end`,
  }
}

export async function signInConfig(
  env: SignInEnv,
  fetchFn: typeof fetch = fetch,
): Promise<SignInConfig | null> {
  const embedded = embeddedIssuerIn(env)
  const issuer = embedded ?? env.OIDC_ISSUER
  if (!issuer) return null
  let doc: Discovery
  if (embedded) doc = embeddedEndpoints(embedded)
  else {
    // One discovery per issuer per process; a failed one is tried again on the next call.
    const pending = discoveries.get(issuer) ?? discover(issuer, fetchFn)
    discoveries.set(issuer, pending)
    doc = await pending.catch((err: unknown) => {
      discoveries.delete(issuer)
      throw err
    })
  }
  const origin = storeOrigin(env)
  return {
    issuer: doc.issuer,
    embedded: Boolean(embedded),
    clientId: env.OIDC_CLIENT_ID,
    audience: env.OIDC_AUDIENCE,
    scope: SIGN_IN_SCOPE,
    authorizationEndpoint: doc.authorization_endpoint,
    tokenEndpoint: doc.token_endpoint,
    userinfoEndpoint: doc.userinfo_endpoint ?? null,
    endSessionEndpoint: doc.end_session_endpoint ?? null,
    redirectUri: origin ? `${origin}${LOGIN_RETURN_PATH}` : null,
    postLogoutRedirectUri: origin ? `${origin}${LOGOUT_RETURN_PATH}` : null,
  }
}
