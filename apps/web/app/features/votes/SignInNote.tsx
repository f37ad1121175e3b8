import { Heart } from '../../components/icon/icons.ts'
import { Button } from '../../components/ui/Button.tsx'
import { useSignIn } from '../auth/use-sign-in.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Why a guest sees only this device's votes, and the way to keep them on every device. */
export function SignInNote() {
  const { available, signIn } = useSignIn()
  const t = useT()
  return (
    <aside className="flex flex-col gap-4 rounded-card border border-line bg-card p-5 shadow-card sm:flex-row sm:items-center md:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-rani-50">
        <Heart aria-hidden="true" className="size-6 fill-rani-500 text-rani-500" />
      </span>
      <div className="flex-1 space-y-1">
        <h2 className="font-display text-xl font-semibold">{t('Your votes, kept for you')}</h2>
        <p className="text-ink-soft">
          {t(
            'Once you are signed in, My Votes lists every product you have upvoted, on any device, with the offer each vote unlocked. The votes you made in this browser move to your account when you sign in.',
          )}
        </p>
      </div>
      {available && (
        <Button onClick={() => void signIn()} className="shrink-0 self-start sm:self-center">
          {t('Sign in')}
        </Button>
      )}
    </aside>
  )
}
