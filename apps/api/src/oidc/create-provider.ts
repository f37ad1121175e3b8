// The embedded login provider (oidc-provider): issuer `${origin}/oidc`, one public client for the
// store's pages, accounts from our database, JWT access tokens for the API, state kept in the database.
import Provider, { type Configuration, type CookiesSetOptions, type KoaContextWithOIDC } from 'oidc-provider'
import type { Db } from '../db/client.ts'
import { accountLookup } from './account-lookup.ts'
import { DrizzleAdapter } from './adapter.ts'
import { ACCESS_TOKEN_TTL_SECONDS, apiResourceServer } from './api-resource.ts'
import { firstPartyGrant } from './first-party-grant.ts'
import type { ProviderSecrets } from './keys.ts'
import { noticePage } from './pages/notice-page.ts'
import { signOutPages } from './sign-out.ts'
import { webClient, webOrigins } from './web-client.ts'

export type ProviderOptions = {
  issuer: string
  clientId: string
  audience: string
  db: Db
  secrets: ProviderSecrets
}

const DAY = 24 * 60 * 60
/** Sessions, grants and refresh tokens: a shopper stays signed in for two weeks. */
const SIGNED_IN_SECONDS = 14 * DAY

export const INTERACTION_PATH = '/interaction'

export function createProvider({ issuer, clientId, audience, db, secrets }: ProviderOptions): Provider {
  const origin = new URL(issuer).origin
  const cookie: CookiesSetOptions = { httpOnly: true, sameSite: 'lax' }
  const configuration: Configuration = {
    adapter: (kind: string) => new DrizzleAdapter(db, kind),
    clients: [webClient(clientId, origin)],
    clientBasedCORS: (_ctx, requestOrigin) => webOrigins(origin).includes(requestOrigin),
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys, long: cookie, short: cookie },
    ...accountLookup(db),
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'username'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: apiResourceServer(audience),
      rpInitiatedLogout: signOutPages({ firstPartyClientId: clientId, sessionCookie: cookie }),
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    loadExistingGrant: firstPartyGrant(clientId),
    // Refresh tokens (rotated on every use, ending with the session) let the pages renew the hourly token.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      RefreshToken: SIGNED_IN_SECONDS,
      Interaction: 60 * 60,
      Session: SIGNED_IN_SECONDS,
      Grant: SIGNED_IN_SECONDS,
    },
    renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html'
      ctx.body = noticePage('Sign-in problem', out.error_description ?? out.error)
    },
  }
  const provider = new Provider(issuer, configuration)
  // Behind a TLS proxy the original scheme and host come in X-Forwarded-* (Fastify trusts them too).
  provider.proxy = true
  return provider
}
