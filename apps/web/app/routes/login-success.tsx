import { LoginSuccessView } from '../features/auth/LoginSuccessView.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/login-success.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Signing you in', noindex: true })

/** Return path after sign-in (spec §2): the code exchange runs in the browser (features/auth). */
export default function LoginSuccess() {
  return <LoginSuccessView />
}
