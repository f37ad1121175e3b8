// The card's offer label: what an upvote unlocks, and that it is unlocked once voted.
import { BadgePercent } from 'lucide-react'
import { offerLabel, type OfferLike } from '@haat/domain/rules/discount'
import { Badge } from '../../components/ui/Badge.tsx'

type Props = {
  offer: OfferLike | null
  isUpvoted: boolean
  /** Short form over a photo: '30% off'. */ compact?: boolean
}

export function OfferLabel({ offer, isUpvoted, compact = false }: Props) {
  if (!offer) return null
  const amount = `${offerLabel(offer)} off`
  const text = isUpvoted ? `${amount} unlocked` : compact ? amount : `${amount} on upvote`
  return (
    <Badge tone={isUpvoted ? 'leaf' : 'ink'} className={compact ? 'shadow-sm' : ''}>
      <BadgePercent aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </Badge>
  )
}
