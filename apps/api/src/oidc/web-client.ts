// The store's own pages: one public client (no secret, so PKCE S256 is required) that returns to
// /login-success and, after sign-out, to /logout-redirect (spec §2 routes).
import type { ClientMetadata } from 'oidc-provider'

export const LOGIN_RETURN_PATH = '/login-success'
export const LOGOUT_RETURN_PATH = '/logout-redirect'

const LOOPBACK_TWINS: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }

/** The origin, and on a developer's machine its loopback twin (127.0.0.1 ⇄ localhost). */
export function webOrigins(origin: string): string[] {
  const url = new URL(origin)
  const twin = LOOPBACK_TWINS[url.hostname]
  if (!twin) return [url.origin]
  const other = new URL(url.origin)
  other.hostname = twin
  return [url.origin, other.origin]
}

export function webClient(clientId: string, origin: string): ClientMetadata {
  const origins = webOrigins(origin)
  return {
    client_id: clientId,
    client_name: 'Haat',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // The Hindi pages (/hi/…, web decision 0790) come back through their own /hi/login-success.
    redirect_uris: origins.flatMap((o) => [`${o}${LOGIN_RETURN_PATH}`, `${o}/hi${LOGIN_RETURN_PATH}`]),
    post_logout_redirect_uris: origins.map((o) => `${o}${LOGOUT_RETURN_PATH}`),
  }
}
