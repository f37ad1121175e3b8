// oidc-provider's view of our accounts: findAccount (claims for ID tokens and userinfo) and the
// claims copied into access tokens, so the API learns the shopper's email and name from the token, and
// an operator's role (decision 0760).
import type {
  Account as ProviderAccount,
  AccessToken,
  ClientCredentials,
  KoaContextWithOIDC,
} from 'oidc-provider'
import type { Db } from '../db/client.ts'
import { findAccountById } from './accounts/accounts.ts'
import { claimsOf } from './accounts/claims.ts'
import { findAccountRole, roleClaims } from './accounts/operator-roles.ts'

export function accountLookup(db: Db) {
  return {
    async findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<ProviderAccount | undefined> {
      const account = await findAccountById(db, sub)
      if (!account) return undefined
      return { accountId: account.id, claims: () => claimsOf(account) }
    },
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials) {
      const accountId = 'accountId' in token ? token.accountId : undefined
      const account = accountId ? await findAccountById(db, accountId) : undefined
      if (!account) return undefined
      // Operators carry their role (and brand), so the API needs no lookup to guard /api/admin.
      const role = roleClaims(await findAccountRole(db, account.id))
      return { email: account.email, name: account.name, ...role }
    },
  }
}
