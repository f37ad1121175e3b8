// Spec §2 fixed bottom bar: shown while the buy card is out of view and the page has scrolled more
// than 10 px. Price with Upvote / Add; once upvoted it says the discount is activated and offers Buy Now.
import { BadgeCheck, Zap } from '../../../components/icon/icons.ts'
import type { ReactNode } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import type { ButtonState } from '@haat/domain/rules/cart-button'
import { BUY_NOW } from '@haat/domain/constants/messages'
import { BOTTOM_BAR_SCROLL_PX } from '@haat/domain/constants/timings'
import { discountedPrice, offerLabel } from '@haat/domain/rules/discount'
import { Button } from '../../../components/ui/Button.tsx'
import { Price } from '../../../components/ui/Price.tsx'
import { AddToCartButton } from '../buy-card/AddToCartButton.tsx'
import type { BuyActions } from '../buy-card/use-buy-actions.ts'
import type { SelectionStatus } from '../selection/selection-status.ts'
import { useScrolledPast } from './use-scrolled-past.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  product: Product
  unitPrice: number
  status: SelectionStatus
  /** The buy card is on screen. */
  buyCardInView: boolean
  isUpvoted: boolean
  revealed: boolean
  actions: BuyActions
  /** The bar's add button (batch products below the minimum read 'Select {N} or more'). */
  addButton: ButtonState
  upvoteButton: ReactNode
}

/** When the bar's action could not add (a choice or the batch minimum is missing), show the buy card. */
function orShowCard(done: Promise<boolean>) {
  void done.then((ok) => {
    if (!ok) document.getElementById('buy-card')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  })
}

export function BottomBar({
  product,
  unitPrice,
  status,
  buyCardInView,
  isUpvoted,
  revealed,
  actions,
  addButton,
  upvoteButton,
}: Props) {
  const t = useT()
  const scrolled = useScrolledPast(BOTTOM_BAR_SCROLL_PX)
  const visible = scrolled && !buyCardInView
  const unlocked = isUpvoted && revealed && !!product.offer
  return (
    <div
      data-testid="product-bottom-bar"
      aria-hidden={!visible}
      inert={!visible}
      className={`fixed inset-x-0 bottom-[calc(3.625rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-card/95 shadow-lift backdrop-blur transition-[transform,visibility] duration-300 md:bottom-0 ${visible ? 'translate-y-0' : 'pointer-events-none invisible translate-y-[calc(100%+4rem)]'}`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 md:px-6">
        <div className="min-w-0 flex-1">
          {isUpvoted ? (
            <p className="inline-flex items-center gap-1 text-xs font-bold text-leaf-700">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {product.offer
                ? t('{offer} discount activated', { offer: offerLabel(product.offer) })
                : t('Your vote is in')}
            </p>
          ) : (
            <p className="line-clamp-1 text-xs font-semibold text-ink-soft">{product.title}</p>
          )}
          <Price
            amount={unlocked ? discountedPrice(unitPrice, product.offer) : unitPrice}
            regular={unlocked ? unitPrice : undefined}
            size="md"
          />
        </div>
        {isUpvoted ? (
          <Button
            variant="leaf"
            size="md"
            disabled={!actions.inCart && !status.availableForSale}
            onClick={() => orShowCard(actions.buyNow())}
          >
            <Zap aria-hidden="true" className="size-4.5" />
            {t(BUY_NOW)}
          </Button>
        ) : (
          <div className="flex shrink-0 items-center gap-2">
            {upvoteButton}
            <AddToCartButton
              state={addButton}
              onClick={() => orShowCard(actions.addToCart())}
              size="md"
              compact
            />
          </div>
        )}
      </div>
    </div>
  )
}
