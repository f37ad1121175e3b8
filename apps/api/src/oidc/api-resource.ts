// Access tokens are JWTs for one resource server, the store's API: audience OIDC_AUDIENCE
// ('haat-api'), so the API checks them with the provider's public keys and no call back here.
import { errors, type ResourceServer } from 'oidc-provider'

/** The API's resource indicator (RFC 8707 wants an absolute URI; the audience can be any string). */
export const API_RESOURCE = 'urn:haat:api'
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60

export function apiResourceServer(audience: string) {
  return {
    enabled: true,
    // Every authorization and refresh is for the API, whether or not the client names it.
    defaultResource: () => API_RESOURCE,
    useGrantedResource: () => true,
    getResourceServerInfo: (_ctx: unknown, indicator: string): ResourceServer => {
      if (indicator !== API_RESOURCE) throw new errors.InvalidTarget()
      return { scope: 'shop', audience, accessTokenFormat: 'jwt', accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS }
    },
  }
}
