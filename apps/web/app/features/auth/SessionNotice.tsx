// "Your session ended. Sign in again." after the API refused the stored token (expired or revoked).
import { X } from '../../components/icon/icons.ts'
import { noticeDismissed } from '../../store/auth-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { useSignIn } from './use-sign-in.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function SessionNotice() {
  const notice = useAppSelector((s) => s.auth.notice)
  const dispatch = useAppDispatch()
  const { available, signIn } = useSignIn()
  const t = useT()
  if (!notice) return null
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-card bg-ink px-4 py-3 text-paper shadow-lift md:bottom-6"
    >
      <p className="flex-1 text-sm">{t(notice)}</p>
      {available && (
        <button
          type="button"
          onClick={() => void signIn()}
          className="rounded-full bg-saffron-700 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-saffron-800"
        >
          {t('Sign in')}
        </button>
      )}
      <button
        type="button"
        aria-label={t('Dismiss')}
        onClick={() => dispatch(noticeDismissed())}
        className="rounded-full p-1.5 hover:bg-ink-soft"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
