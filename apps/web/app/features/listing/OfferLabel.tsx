// The card's offer label: what an upvote unlocks, and that it is unlocked once voted.
import { BadgePercent } from '../../components/icon/icons.ts'
import { offerLabel, type OfferLike } from '@haat/domain/rules/discount'
import { Badge } from '../../components/ui/Badge.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  offer: OfferLike | null
  isUpvoted: boolean
  /** Short form over a photo: '30% off'. */ compact?: boolean
}

export function OfferLabel({ offer, isUpvoted, compact = false }: Props) {
  const t = useT()
  if (!offer) return null
  const values = { offer: offerLabel(offer) }
  const text = t(
    isUpvoted ? '{offer} off unlocked' : compact ? '{offer} off' : '{offer} off on upvote',
    values,
  )
  return (
    <Badge tone={isUpvoted ? 'leaf' : 'ink'} className={compact ? 'shadow-sm' : ''}>
      <BadgePercent aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </Badge>
  )
}
