// Spec §4 signed-in upvote: the "Savings in the making!" screen while the vote is on its way (2 s).
import { Sparkles } from '../../components/icon/icons.ts'
import { SAVINGS_IN_THE_MAKING } from '@haat/domain/constants/messages'
import { useAppSelector } from '../../store/store.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function SavingsScreen() {
  const shown = useAppSelector((s) => s.upvotes.savingsScreen)
  const t = useT()
  if (!shown) return null
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="savings-screen"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-paper/95 px-6 text-center backdrop-blur-sm"
    >
      <span className="relative flex size-24 items-center justify-center">
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border-4 border-saffron-100 border-t-saffron-600 motion-safe:animate-spin"
        />
        <span className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-rani-600 to-saffron-600 text-white shadow-lift">
          <Sparkles aria-hidden="true" className="size-8" />
        </span>
      </span>
      <p className="font-display text-3xl font-semibold text-ink md:text-4xl">{t(SAVINGS_IN_THE_MAKING)}</p>
      <p className="max-w-xs text-ink-soft">{t('Your vote is unlocking the exclusive price.')}</p>
    </div>
  )
}
