// Spec §1 "UPVOTE FOR DISCOUNT" banner: tells the shopper an upvote unlocks the product's offer.
import { Sparkles } from '../../components/icon/icons.ts'
import { UPVOTE_FOR_DISCOUNT } from '@haat/domain/constants/messages'
import { offerLabel, type OfferLike } from '@haat/domain/rules/discount'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { offer?: OfferLike | null; className?: string }

export function UpvoteBanner({ offer, className = '' }: Props) {
  const t = useT()
  return (
    <div
      role="note"
      className={`flex items-center gap-3 rounded-card bg-gradient-to-r from-rani-600 to-saffron-600 px-4 py-3 text-white shadow-card ${className}`}
    >
      <Sparkles aria-hidden="true" className="size-6 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-extrabold tracking-[0.14em]">{t(UPVOTE_FOR_DISCOUNT)}</p>
        <p className="text-sm text-white/90">
          {offer
            ? t('One tap unlocks {offer} off, just for you.', { offer: offerLabel(offer) })
            : t('Upvote the products you love to unlock exclusive prices.')}
        </p>
      </div>
    </div>
  )
}
