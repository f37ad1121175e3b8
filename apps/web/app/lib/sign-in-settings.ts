// What the pages need to send a shopper to the login provider: public values only (no secrets), from
// the API's signInConfig(env) through the root loader. Null when sign-in is switched off.
export type SignInSettings = {
  clientId: string
  scope: string
  /** Auth0 wants the API's audience on the authorize URL; other issuers ignore it. */
  audience: string | null
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string | null
  endSessionEndpoint: string | null
}

export const LOGIN_SUCCESS_PATH = '/login-success'
export const LOGOUT_REDIRECT_PATH = '/logout-redirect'
