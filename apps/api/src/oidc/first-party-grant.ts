// Consent: the store's own client never shows a consent screen. Once the shopper has signed in, the
// grant covers the OpenID scopes asked for and the API resource (oidc-provider's loadExistingGrant).
import type { Grant, KoaContextWithOIDC } from 'oidc-provider'

export function firstPartyGrant(firstPartyClientId: string) {
  return async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx
    const client = oidc.client
    const account = oidc.account
    if (!client || !account || !oidc.session) return undefined
    const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(client.clientId)
    const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined
    if (client.clientId !== firstPartyClientId) return existing

    const grant =
      existing?.accountId === account.accountId
        ? existing
        : new oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId })
    grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '))
    for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
      const asked = [...oidc.requestParamScopes].filter((s) => server.scopes.has(s))
      if (asked.length) grant.addResourceScope(indicator, asked.join(' '))
    }
    await grant.save()
    return grant
  }
}
