// Spec §4 upvote button: 'UPVOTE' / 'Unlock {offer} off'; once voted 'Voted' ('Upvoted' on a card),
// disabled and green. Locked for 2 s after a tap. A successful vote celebrates with confetti.
import { ArrowBigUp, Check } from '../../components/icon/icons.ts'
import { offerLabel } from '@haat/domain/rules/discount'
import { upvoteButtonLabel } from '@haat/domain/rules/upvote'
import { buttonClasses, type ButtonSize } from '../../components/ui/button.ts'
import { celebrate, type CelebrateOptions } from '../../lib/confetti.ts'
import { useUpvote, type SignInAction, type UpvoteProduct } from './use-upvote.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  product: UpvoteProduct
  variant: 'button' | 'card'
  size?: ButtonSize
  className?: string
  /** Confetti after a successful vote; null for none. Defaults to 200 particles for 3 s. */
  celebration?: CelebrateOptions | null
  onUpvoted?: () => void
  /** §8 "Upvote fails: … optional error callback": a vote that was sent and failed. */
  onError?: (err: unknown) => void
  /** What a guest's tap leaves pending when it has to start sign-in (default product/upvote). */
  signInAction?: SignInAction
}

export function UpvoteButton({
  product,
  variant,
  size = 'md',
  className = '',
  celebration = {},
  onUpvoted,
  onError,
  signInAction,
}: Props) {
  const { isUpvoted, locked, pending, upvote } = useUpvote(product, { signInAction, onError })
  const t = useT()
  // The one label with a value is built here so its Hindi can place the offer where Hindi puts it.
  const label =
    !isUpvoted && product.offer
      ? t('Unlock {offer} off', { offer: offerLabel(product.offer) })
      : t(upvoteButtonLabel({ isUpvoted, offer: null, variant }))
  const Icon = isUpvoted ? Check : ArrowBigUp

  async function onClick() {
    if (!(await upvote())) return
    if (celebration) void celebrate(celebration)
    onUpvoted?.()
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isUpvoted || locked}
      aria-busy={pending || undefined}
      data-upvoted={isUpvoted || undefined}
      className={buttonClasses(
        isUpvoted ? 'leaf' : 'primary',
        size,
        `${isUpvoted ? 'disabled:opacity-100' : ''} ${className}`,
      )}
    >
      <Icon
        aria-hidden="true"
        className={`shrink-0 ${size === 'sm' ? 'size-4' : 'size-5'}`}
        strokeWidth={2.2}
      />
      {label}
    </button>
  )
}
