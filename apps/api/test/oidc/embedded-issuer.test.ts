// Which issuer the store trusts by default, and when the embedded provider runs.
import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../src/config/env.ts'
import { embeddedIssuerIn, storeOrigin } from '../../src/oidc/embedded-issuer.ts'
import { signInConfig } from '../../src/oidc/sign-in-config.ts'
import { webOrigins } from '../../src/oidc/web-client.ts'

describe('default issuer (loadEnv)', () => {
  it('is the embedded provider at the listen address, its keys read over loopback', () => {
    const env = loadEnv({ HOST: '127.0.0.1', PORT: '3000' })
    expect(env.OIDC_ISSUER).toBe('http://127.0.0.1:3000/oidc')
    expect(env.OIDC_JWKS_URI).toBe('http://127.0.0.1:3000/oidc/jwks')
    expect(embeddedIssuerIn(env)).toBe('http://127.0.0.1:3000/oidc')
  })

  it('follows PUBLIC_ORIGIN (no trailing slash), still reading keys over loopback', () => {
    const env = loadEnv({ PUBLIC_ORIGIN: 'https://haat.example/', HOST: '0.0.0.0', PORT: '8080' })
    expect(env.OIDC_ISSUER).toBe('https://haat.example/oidc')
    expect(env.OIDC_JWKS_URI).toBe('http://127.0.0.1:8080/oidc/jwks')
  })

  it('reads a wildcard listen address as localhost for browsers', () => {
    expect(storeOrigin(loadEnv({ HOST: '0.0.0.0', PORT: '3000' }))).toBe('http://localhost:3000')
    expect(storeOrigin(loadEnv({ HOST: '::1', PORT: '3000' }))).toBe('http://[::1]:3000')
  })

  it('stays unset (no embedded provider) when PORT=0 hides the origin', () => {
    const env = loadEnv({ PORT: '0' })
    expect(env.OIDC_ISSUER).toBeUndefined()
    expect(embeddedIssuerIn(env)).toBeUndefined()
  })

  it('stays unset with OIDC_EMBEDDED=false: sign-in is off', async () => {
    const env = loadEnv({ OIDC_EMBEDDED: 'false' })
    expect(env.OIDC_ISSUER).toBeUndefined()
    expect(embeddedIssuerIn(env)).toBeUndefined()
    expect(await signInConfig(env)).toBeNull()
  })

  it('leaves another issuer alone and does not start the embedded one', () => {
    const env = loadEnv({ OIDC_ISSUER: 'https://id.example/realms/haat' })
    expect(env.OIDC_ISSUER).toBe('https://id.example/realms/haat')
    expect(env.OIDC_JWKS_URI).toBeUndefined()
    expect(embeddedIssuerIn(env)).toBeUndefined()
  })

  it('still runs the embedded provider when OIDC_ISSUER names it explicitly', () => {
    const env = loadEnv({ PUBLIC_ORIGIN: 'https://haat.example', OIDC_ISSUER: 'https://haat.example/oidc/' })
    expect(embeddedIssuerIn(env)).toBe('https://haat.example/oidc')
  })
})

describe('redirect URIs of the store client', () => {
  it('register the loopback twin on a developer machine only', () => {
    expect(webOrigins('http://127.0.0.1:3000')).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
    expect(webOrigins('https://haat.example')).toEqual(['https://haat.example'])
  })
})

describe('signInConfig', () => {
  it('lists the embedded endpoints, client and scopes for the pages', async () => {
    const config = await signInConfig(loadEnv({ PUBLIC_ORIGIN: 'https://haat.example' }))
    expect(config).toEqual({
      issuer: 'https://haat.example/oidc',
      embedded: true,
      clientId: 'haat-web',
      audience: 'haat-api',
      scope: 'openid profile email',
      authorizationEndpoint: 'https://haat.example/oidc/auth',
      tokenEndpoint: 'https://haat.example/oidc/token',
      userinfoEndpoint: 'https://haat.example/oidc/me',
      endSessionEndpoint: 'https://haat.example/oidc/session/end',
      redirectUri: 'https://haat.example/login-success',
      postLogoutRedirectUri: 'https://haat.example/logout-redirect',
    })
  })

  it("reads another issuer's endpoints from its discovery document, once", async () => {
    const issuer = 'https://id.example/realms/haat'
    const asked: string[] = []
    const fakeFetch = (async (url: string) => {
      asked.push(url)
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
        token_endpoint: `${issuer}/protocol/openid-connect/token`,
        userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
        end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      })
    }) as unknown as typeof fetch
    const env = loadEnv({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'storefront' })
    const config = await signInConfig(env, fakeFetch)
    await signInConfig(env, fakeFetch)
    expect(asked).toEqual([`${issuer}/.well-known/openid-configuration`])
    expect(config).toMatchObject({
      embedded: false,
      clientId: 'storefront',
      tokenEndpoint: `${issuer}/protocol/openid-connect/token`,
      endSessionEndpoint: `${issuer}/protocol/openid-connect/logout`,
    })
  })
})
