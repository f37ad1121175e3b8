import { Link } from 'react-router'
import { Page } from '../components/Page.tsx'
import { buttonClasses } from '../components/ui/button.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/logout-redirect.ts'
import { useT } from '../lib/i18n/use-t.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Signed out', noindex: true })

/** Return path after sign-out (spec §2). */
export default function LogoutRedirect() {
  const t = useT()
  return (
    <Page className="text-center">
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16">
        <h1 className="font-display text-3xl font-semibold">{t('You’re signed out')}</h1>
        <p className="text-ink-soft">
          {t('Your bag stays on this device. Come back soon, there’s always something new in the haat.')}
        </p>
        <Link to="/" className={buttonClasses('primary')}>
          {t('Back to shopping')}
        </Link>
      </div>
    </Page>
  )
}
