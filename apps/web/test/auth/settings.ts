import type { SignInSettings } from '../../app/lib/sign-in-settings.ts'

export const settings: SignInSettings = {
  clientId: 'haat-web',
  scope: 'openid profile email',
  audience: null,
  authorizationEndpoint: 'https://shop.test/oidc/auth',
  tokenEndpoint: 'https://shop.test/oidc/token',
  userinfoEndpoint: 'https://shop.test/oidc/me',
  endSessionEndpoint: 'https://shop.test/oidc/session/end',
}
