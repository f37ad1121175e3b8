// The sign-in pages at /interaction/:uid (oidc-provider sends the browser here to sign in).
// Server-rendered HTML, no script; forms are url-encoded posts.
import type { FastifyInstance } from 'fastify'
import { abortSignIn } from './abort.ts'
import { signInErrorHandler } from './error-page.ts'
import type { InteractionDeps } from './interaction.ts'
import { showSignIn, showSignUp } from './show-forms.ts'
import { signIn } from './sign-in.ts'
import { signUp } from './sign-up.ts'
import { PAGE_CSP } from '../pages/styles.ts'

const FORM_BODY_LIMIT = 16 * 1024

export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps & { path: string }) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.addHook('onSend', async (_req, reply) => {
    reply.header('content-security-policy', PAGE_CSP)
    reply.header('cache-control', 'no-store')
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
  })
  app.setErrorHandler(signInErrorHandler)

  const base = `${deps.path}/:uid`
  app.get(base, showSignIn(deps))
  app.get(`${base}/sign-up`, showSignUp(deps))
  app.post(`${base}/sign-in`, signIn(deps))
  app.post(`${base}/sign-up`, signUp(deps))
  app.post(`${base}/abort`, abortSignIn(deps))
}
