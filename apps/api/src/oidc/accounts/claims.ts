// What a signed-in shopper's tokens and the userinfo answer say about them (spec §7: name, email,
// username, sub). username is the subject, so User.id is the same whichever of the two the web reads.
import type { Account } from './accounts.ts'

export type AccountClaims = {
  sub: string
  name: string
  email: string
  email_verified: boolean
  preferred_username: string
  username: string
}

export function claimsOf(account: Account): AccountClaims {
  return {
    sub: account.id,
    name: account.name,
    email: account.email,
    // True once the shopper opened the link of the verification email sent at sign-up.
    email_verified: account.emailVerified,
    preferred_username: account.email,
    username: account.id,
  }
}
