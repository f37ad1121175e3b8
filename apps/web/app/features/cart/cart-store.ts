// The slice of the Redux store the cart sync reads and writes (the real store, or a test's).
import type { Dispatch } from '@reduxjs/toolkit'
import type { CartState } from '../../store/cart-slice.ts'

/** `auth`: whose bag it is, for this browser's copy of it (absent in tests that need no copy). */
export type CartStore = {
  dispatch: Dispatch
  getState: () => { cart: CartState; auth?: { user: { id: string } | null } }
}
