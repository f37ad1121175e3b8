// §8: a cart fetch, add, remove, clear or sync that fails is logged (ui-logger) and stored as the cart
// error with status failed; the bag itself stays as the shopper left it.
import type { Dispatch } from '@reduxjs/toolkit'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { cartActions } from '../../store/cart-slice.ts'

export function cartFailed(dispatch: Dispatch, what: string, err: unknown): void {
  const message = err instanceof Error ? err.message : String(err)
  reportUiError({ severity: 'error', source: 'cart', message: `${what}: ${message}` })
  dispatch(cartActions.cartFailed(message))
}
