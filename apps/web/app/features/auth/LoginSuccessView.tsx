// /login-success: a short "Signing you in…" while the code is exchanged, or why it did not work and a
// way to try again.
import { LockKeyhole } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { useLoginSuccess } from './use-login-success.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function LoginSuccessView() {
  const { error, tryAgain } = useLoginSuccess()
  const t = useT()
  if (!error) {
    return (
      <Page className="text-center">
        <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16">
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-saffron-100 border-t-saffron-600"
          />
          <h1 className="font-display text-3xl font-semibold">{t('Signing you in…')}</h1>
          <p className="text-ink-soft">
            {t('Checking your details with the sign-in page. This takes a moment.')}
          </p>
        </div>
      </Page>
    )
  }
  return (
    <Page className="text-center">
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16">
        <span className="flex size-14 items-center justify-center rounded-full bg-saffron-50">
          <LockKeyhole aria-hidden="true" className="size-7 text-saffron-700" />
        </span>
        <h1 className="font-display text-3xl font-semibold">{t('We couldn’t sign you in')}</h1>
        <p data-testid="sign-in-error" className="break-words text-ink-soft">
          {t(error.message)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {tryAgain && (
            <button type="button" onClick={tryAgain} className={buttonClasses('primary')}>
              {t('Try signing in again')}
            </button>
          )}
          <Link to="/" className={buttonClasses('secondary')}>
            {t('Back to shopping')}
          </Link>
        </div>
      </div>
    </Page>
  )
}
