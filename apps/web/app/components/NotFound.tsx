import { Link } from 'react-router'
import { RETURN_HOME } from '@haat/domain/constants/messages'
import { buttonClasses } from './ui/button.ts'
import { useT } from '../lib/i18n/use-t.ts'

/** Spec §2: any unknown address shows this page (HTTP 404) with a "Return Home" button to /. */
export function NotFound() {
  const t = useT()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-saffron-600">404</p>
      <h1 className="font-display text-3xl font-semibold">{t('We couldn’t find that page')}</h1>
      <p className="text-ink-soft">
        {t(
          'The link may be old, or the item may have sold out of our haat for good. Plenty more to discover, though.',
        )}
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t(RETURN_HOME)}
      </Link>
    </section>
  )
}
