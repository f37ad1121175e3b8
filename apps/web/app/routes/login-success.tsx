import { Link } from 'react-router'
import { Page } from '../components/Page.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/login-success.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Signing you in', noindex: true })

/** Return path after sign-in (spec §2). The code exchange arrives with the sign-in issue. */
export default function LoginSuccess() {
  return (
    <Page className="text-center">
      <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-saffron-100 border-t-saffron-600"
        />
        <h1 className="font-display text-3xl font-semibold">Signing you in…</h1>
        <p className="text-ink-soft">
          This takes a moment. If nothing happens,{' '}
          <Link to="/" className="font-semibold text-saffron-700 underline">
            go to the home page
          </Link>
          .
        </p>
      </div>
    </Page>
  )
}
