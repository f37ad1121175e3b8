// Card price (spec §2/§4): the regular price; once upvoted, the discounted price beside the struck-through
// regular one, 300 ms after the vote.
import { discountedPrice, type OfferLike } from '@haat/domain/rules/discount'
import { Price } from '../../components/ui/Price.tsx'
import { useDiscountReveal } from '../upvote/use-discount-reveal.ts'

type Props = { amount: number; offer: OfferLike | null; isUpvoted: boolean; size?: 'sm' | 'md' | 'lg' }

export function CardPrice({ amount, offer, isUpvoted, size = 'md' }: Props) {
  const revealed = useDiscountReveal(isUpvoted)
  if (revealed && offer) {
    return <Price amount={discountedPrice(amount, offer)} regular={amount} size={size} className="text-leaf-700 [&>span:first-child]:text-leaf-700" />
  }
  return <Price amount={amount} size={size} />
}
