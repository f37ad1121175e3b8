// Spec §2 buy card: Exclusive header, price block, photo with option and quantity selectors, Size Chart
// and Shipping Guide links, Upvote and Add to Cart, and the secure-payments footer for the platform channel.
import type { ReactNode, Ref } from 'react'
import { PLATFORM_SALES_CHANNEL } from '@haat/domain/catalog/enums'
import type { Product } from '@haat/domain/catalog/product'
import { BatchPicker } from '../picker/BatchPicker.tsx'
import { OptionPicker } from '../picker/OptionPicker.tsx'
import { QuantityPicker } from '../picker/QuantityPicker.tsx'
import { formatINR } from '@haat/domain/format/money'
import { LazyPincodeCheck } from '../../delivery/LazyPincodeCheck.tsx'
import { LazyShareButtons } from '../../share/LazyShareButtons.tsx'
import { SelectionMessage } from '../picker/SelectionMessage.tsx'
import { selectionUnitPrice } from '../selection/cart-lines.ts'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import { AddToCartButton } from './AddToCartButton.tsx'
import { BuyCardLinks } from './BuyCardLinks.tsx'
import { BuyCardPrice } from './BuyCardPrice.tsx'
import { ExclusiveHeader } from './ExclusiveHeader.tsx'
import { SecurePayments } from './SecurePayments.tsx'
import { SelectedVariantSummary } from './SelectedVariantSummary.tsx'
import type { BuyActions } from './use-buy-actions.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  product: Product
  selection: ProductSelection
  actions: BuyActions
  /** The discounted price is showing (300 ms after the vote). */
  revealed: boolean
  /** The upvote feature's button for this product. */
  upvoteButton: ReactNode
  /** Set by the upvote button's error callback when a vote failed (§8). */
  voteError?: string | null
  /** Watched by the bottom bar: it appears once this card is out of view. */
  ref?: Ref<HTMLElement>
}

export function BuyCard({ product, selection, actions, revealed, upvoteButton, voteError, ref }: Props) {
  const { state, status } = selection
  const t = useT()
  const unitPrice = selectionUnitPrice(product, state)
  return (
    <section
      ref={ref}
      id="buy-card"
      aria-label={t('Buy')}
      className="overflow-hidden rounded-card border border-line bg-card shadow-card"
    >
      <ExclusiveHeader brandName={product.brand.brandName} />
      <div className="space-y-5 p-5">
        <BuyCardPrice amount={unitPrice} offer={product.offer} revealed={revealed} perUnit={status.isBatch} />
        <SelectedVariantSummary product={product} selection={selection} />
        {status.isBatch ? (
          <BatchPicker product={product} selection={selection} />
        ) : (
          <>
            <OptionPicker product={product} selection={selection} hinting={actions.hinting} />
            <QuantityPicker selection={selection} />
          </>
        )}
        <BuyCardLinks product={product} />
        <SelectionMessage status={status} hinting={actions.hinting} />
        {actions.buyNowError && (
          <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
            {t(actions.buyNowError)}
          </p>
        )}
        {voteError && (
          <p role="alert" className="rounded-xl bg-rani-50 px-3 py-2 text-sm font-semibold text-rani-600">
            {t(voteError)}
          </p>
        )}
        <div className="grid gap-3">
          {upvoteButton}
          <AddToCartButton state={actions.button} onClick={actions.addToCart} className="w-full" />
        </div>
        <LazyPincodeCheck />
        <LazyShareButtons
          text={`${product.title}, ${formatINR(product.price.amount)} on Haat`}
          path={`/product/${product.slug}`}
        />
      </div>
      <SecurePayments platform={product.brand.salesChannel === PLATFORM_SALES_CHANNEL} />
    </section>
  )
}
