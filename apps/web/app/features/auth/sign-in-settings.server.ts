// The root loader's sign-in settings: the API's signInConfig(env), cut down to what a page may see.
// The env is read once per process (the same variables the server started with).
import { loadEnv } from '@haat/api/config/env'
import { signInConfig } from '@haat/api/oidc/sign-in-config'
import type { AuthConfig } from '../../store/auth-slice.ts'
import type { SignInSettings } from '../../lib/sign-in-settings.ts'

let env: ReturnType<typeof loadEnv> | undefined

export async function publicAuthSettings(): Promise<AuthConfig> {
  env ??= loadEnv()
  // Another issuer's discovery document may be unreachable: the store still serves pages, signed out.
  const config = await signInConfig(env).catch(() => null)
  const signIn: SignInSettings | null = config && {
    clientId: config.clientId,
    scope: config.scope,
    audience: config.embedded ? null : config.audience,
    authorizationEndpoint: config.authorizationEndpoint,
    tokenEndpoint: config.tokenEndpoint,
    userinfoEndpoint: config.userinfoEndpoint,
    endSessionEndpoint: config.endSessionEndpoint,
  }
  return { signIn, upvoteRequiresSignIn: env.UPVOTE_REQUIRES_SIGN_IN }
}
