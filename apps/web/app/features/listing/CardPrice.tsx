// Card price (spec §2/§4): the regular price; once upvoted, the discounted price beside the struck-through
// regular one, 300 ms after the vote.
import { discountedPrice, type OfferLike } from '@haat/domain/rules/discount'
import { Price } from '../../components/ui/Price.tsx'
import { useDiscountReveal } from '../upvote/use-discount-reveal.ts'

type Props = { amount: number; offer: OfferLike | null; isUpvoted: boolean; size?: 'sm' | 'md' | 'lg' }

export function CardPrice({ amount, offer, isUpvoted, size = 'md' }: Props) {
  const revealed = useDiscountReveal(isUpvoted)
  const shown = revealed && offer ? discountedPrice(amount, offer) : amount
  return (
    <span data-testid="card-price" data-amount={shown}>
      {shown === amount ? (
        <Price amount={amount} size={size} />
      ) : (
        <Price amount={shown} regular={amount} size={size} className="[&>span:first-child]:text-leaf-700" />
      )}
    </span>
  )
}
