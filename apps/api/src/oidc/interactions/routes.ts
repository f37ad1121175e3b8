// The sign-in pages at /interaction/:uid (oidc-provider sends the browser here to sign in).
// Server-rendered HTML, no script; forms are url-encoded posts.
import type { FastifyInstance } from 'fastify'
import { abortSignIn } from './abort.ts'
import type { InteractionDeps } from './interaction.ts'
import { showSignIn, showSignUp } from './show-forms.ts'
import { signIn } from './sign-in.ts'
import { signUp } from './sign-up.ts'
import { formPageScope } from '../pages/form-scope.ts'

export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps & { path: string }) {
  formPageScope(app)

  const base = `${deps.path}/:uid`
  app.get(base, showSignIn(deps))
  app.get(`${base}/sign-up`, showSignUp(deps))
  app.post(`${base}/sign-in`, signIn(deps))
  app.post(`${base}/sign-up`, signUp(deps))
  app.post(`${base}/abort`, abortSignIn(deps))
}
