// Spec §3/§4 cart state. Item edits use the domain helpers and show at once; features/cart syncs a
// signed-in shopper's bag with the server and fetches the server-computed lines (cartData).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { addItem, removeItem, updateItem, type CartItem } from '@haat/domain/rules/cart'
import type { CartData } from '@haat/domain/catalog/order'

export type CartStatus = 'idle' | 'loading' | 'failed'

export type CartState = {
  items: CartItem[]
  /** Detailed lines from POST /api/cart/data (names, images, server prices); null until fetched. */
  cartData: CartData | null
  status: CartStatus
  error: string | null
  /** Overlay open flags: the cart drawer and the bottom variant sheet. */
  isCartOpen: boolean
  isBottomSheetOpen: boolean
  /** Product slug the bottom sheet fetches when it opens. */
  variantSlug: string | null
}

export const initialCartState: CartState = {
  items: [],
  cartData: null,
  status: 'idle',
  error: null,
  isCartOpen: false,
  isBottomSheetOpen: false,
  variantSlug: null,
}

type LineKey = { productId: number; variantId: number }

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, action: PayloadAction<CartItem>) {
      state.items = addItem(state.items, action.payload)
      state.isCartOpen = true // §4: adding an item opens the cart overlay
    },
    quantityChanged(state, action: PayloadAction<LineKey & { quantity: number }>) {
      const { productId, variantId, quantity } = action.payload
      state.items = updateItem(state.items, productId, variantId, quantity)
    },
    itemRemoved(state, action: PayloadAction<LineKey>) {
      state.items = removeItem(state.items, action.payload.productId, action.payload.variantId)
    },
    itemsReplaced(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload
    },
    cartLoading(state) {
      state.status = 'loading'
      state.error = null
    },
    cartLoaded(state) {
      state.status = 'idle'
    },
    cartDataLoaded(state, action: PayloadAction<CartData | null>) {
      state.cartData = action.payload
    },
    cartFailed(state, action: PayloadAction<string>) {
      state.status = 'failed'
      state.error = action.payload
    },
    /** Sign-out (§4): the bag falls back to the local one and forgets the server's details. */
    localCartRestored(state, action: PayloadAction<CartItem[]>) {
      Object.assign(state, { items: action.payload, cartData: null, status: 'idle', error: null })
    },
    cartOpened(state, action: PayloadAction<boolean>) {
      state.isCartOpen = action.payload
    },
    bottomSheetOpened(state, action: PayloadAction<string>) {
      state.isBottomSheetOpen = true
      state.variantSlug = action.payload
    },
    bottomSheetClosed(state) {
      state.isBottomSheetOpen = false
    },
  },
})

export const cartActions = cartSlice.actions

export const selectCartCount = (s: { cart: CartState }) => s.cart.items.reduce((n, i) => n + i.quantity, 0)
