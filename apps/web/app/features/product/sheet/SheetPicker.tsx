// The sheet's content for one product: photo, title and price, the pickers, and the §2 bag button.
import type { Product } from '@haat/domain/catalog/product'
import { discountedPrice } from '@haat/domain/rules/discount'
import { Price } from '../../../components/ui/Price.tsx'
import { useUpvote } from '../../upvote/use-upvote.ts'
import { AddToCartButton } from '../buy-card/AddToCartButton.tsx'
import { BatchPicker } from '../picker/BatchPicker.tsx'
import { OptionPicker } from '../picker/OptionPicker.tsx'
import { QuantityPicker } from '../picker/QuantityPicker.tsx'
import { SelectionMessage } from '../picker/SelectionMessage.tsx'
import { selectionPhoto, selectionUnitPrice } from '../selection/cart-lines.ts'
import { Thumb } from '../../../components/Thumb.tsx'
import { useProductSelection } from '../selection/use-product-selection.ts'
import { useSheetAdd } from './use-sheet-add.ts'

export function SheetPicker({ product }: { product: Product }) {
  const selection = useProductSelection(product)
  const { isUpvoted } = useUpvote(product)
  const { button, hinting, addToBag } = useSheetAdd(product, selection, isUpvoted)
  const { state, status } = selection
  const unit = selectionUnitPrice(product, state)
  const unlocked = isUpvoted && !!product.offer
  return (
    <div className="space-y-5 px-5 pt-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
      <div className="flex items-center gap-4">
        <Thumb url={selectionPhoto(product, state)} />
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-bold tracking-wide text-ink-faint uppercase">
            {product.brand.brandName}
          </p>
          <p className="line-clamp-2 leading-snug font-semibold">{product.title}</p>
          <Price
            amount={unlocked ? discountedPrice(unit, product.offer) : unit}
            regular={unlocked ? unit : undefined}
          />
        </div>
      </div>
      {status.isBatch ? (
        <BatchPicker product={product} selection={selection} />
      ) : (
        <>
          <OptionPicker product={product} selection={selection} hinting={hinting} />
          <QuantityPicker selection={selection} />
        </>
      )}
      <SelectionMessage status={status} hinting={hinting} />
      <AddToCartButton state={button} onClick={() => void addToBag()} className="w-full" />
    </div>
  )
}
