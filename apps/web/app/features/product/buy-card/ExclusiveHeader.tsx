import { Sparkles } from '../../../components/icon/icons.ts'
import { EXCLUSIVE } from '@haat/domain/constants/messages'
import { useT } from '../../../lib/i18n/use-t.ts'

/** The buy card's "Exclusive" band (§2): this price is only unlocked here, by upvoting. */
export function ExclusiveHeader({ brandName }: { brandName: string }) {
  const t = useT()
  return (
    <div className="flex items-center justify-between gap-3 bg-ink px-5 py-2.5 text-paper">
      <span className="inline-flex items-center gap-1.5 text-xs font-bold tracking-[0.2em] uppercase">
        <Sparkles aria-hidden="true" className="size-4 text-saffron-400" />
        {t(EXCLUSIVE)}
      </span>
      <span className="min-w-0 truncate text-xs text-paper/70">
        {t('Only on Haat · from {brandName}', { brandName })}
      </span>
    </div>
  )
}
