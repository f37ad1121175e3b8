// The sheet's 'Add to Bag': close the sheet (300 ms animation, §4/§9), then add, which opens the cart
// overlay (§4) — one overlay after the other, never two at once.
import { useState } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { OPTION_HINT_MS, SHEET_CLOSE_MS } from '@haat/domain/constants/timings'
import { bagButtonState } from '@haat/domain/rules/cart-button'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch } from '../../../store/store.ts'
import { useAddToCart } from '../cart/use-add-to-cart.ts'
import { checkAdd } from '../selection/addable-lines.ts'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import { useTimedFlag } from '../selection/use-timed-flag.ts'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function useSheetAdd(product: Product, selection: ProductSelection, isUpvoted: boolean) {
  const dispatch = useAppDispatch()
  const { add } = useAddToCart()
  const [closing, setClosing] = useState(false)
  const [hinting, showHint] = useTimedFlag(OPTION_HINT_MS)
  const { status } = selection
  const button = bagButtonState({
    adding: closing,
    availableForSale: status.availableForSale,
    batchMin: status.batchMin,
    batchTotal: status.batchTotal,
  })

  async function addToBag() {
    const check = checkAdd(product, selection.state, status, isUpvoted)
    if (check.kind === 'needsChoice') showHint()
    if (check.kind !== 'ok') return
    setClosing(true)
    dispatch(cartActions.bottomSheetClosed())
    await wait(SHEET_CLOSE_MS)
    await add(check.lines)
  }

  return { button, hinting, addToBag }
}
