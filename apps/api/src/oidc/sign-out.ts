// Sign-out (spec §4: "redirect to the provider logout"). The store's own client is signed out at once
// and sent back to its post_logout_redirect_uri: no "Do you want to sign out?" page in between.
// Other clients, if any are ever added, get the standard question with a form.
import type { CookiesSetOptions, KoaContextWithOIDC } from 'oidc-provider'
import { noticePage, signOutQuestionPage } from './pages/notice-page.ts'

type SignOutOptions = { firstPartyClientId: string; sessionCookie: CookiesSetOptions }

/** Revokes what the session granted (codes, refresh tokens, grants), then ends the session. */
async function endSessionNow(ctx: KoaContextWithOIDC, sessionCookie: CookiesSetOptions) {
  const { session, provider } = ctx.oidc
  if (!session) return
  const grantIds = Object.values(session.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []))
  await Promise.all(
    grantIds.flatMap((grantId) => [
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]),
  )
  await session.destroy()
  ctx.oidc.cookies.set(provider.cookieName('session'), null, sessionCookie)
}

function redirectAfterSignOut(ctx: KoaContextWithOIDC) {
  const { post_logout_redirect_uri: target, state } = ctx.oidc.params as Record<string, string | undefined>
  const url = new URL(target ?? ctx.oidc.urlFor('end_session_success'))
  if (target && state) url.searchParams.set('state', state)
  ctx.status = 303
  ctx.redirect(url.href)
}

export function signOutPages({ firstPartyClientId, sessionCookie }: SignOutOptions) {
  return {
    enabled: true,
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      if (ctx.oidc.client?.clientId === firstPartyClientId) {
        await endSessionNow(ctx, sessionCookie)
        redirectAfterSignOut(ctx)
        return
      }
      ctx.type = 'html'
      ctx.body = signOutQuestionPage(form)
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html'
      ctx.body = noticePage('Signed out', 'You are signed out of haat.')
    },
  }
}
