// localStorage 'cart' (§3) and the shell's persistence hook, over real jsdom storage and the real store.
import { act, cleanup, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it } from 'vitest'
import type { CartItem } from '@haat/domain/rules/cart'
import { parseStoredCart } from '../../app/lib/storage/cart-storage.ts'
import { useCartPersistence } from '../../app/features/product/cart/use-cart-persistence.ts'
import { cartActions } from '../../app/store/cart-slice.ts'
import { makeStore } from '../../app/store/store.ts'

const item: CartItem = {
  productId: 7,
  variantId: 701,
  quantity: 2,
  itemImage: null,
  itemPrice: 999,
  offer: null,
  isUpvoted: false,
}

function Persist() {
  useCartPersistence()
  return null
}

function mount() {
  const store = makeStore()
  render(
    <Provider store={store}>
      <Persist />
    </Provider>,
  )
  return store
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('stored cart', () => {
  it('reads valid items and drops junk', () => {
    expect(parseStoredCart(JSON.stringify([item]))).toEqual([item])
    expect(parseStoredCart('not json')).toEqual([])
    expect(parseStoredCart(JSON.stringify([{ ...item, quantity: -3 }]))).toEqual([])
    expect(parseStoredCart(null)).toEqual([])
  })

  it('loads after mount without wiping storage, writes changes, and removes the key with the last item', () => {
    localStorage.setItem('cart', JSON.stringify([item]))
    const store = mount()
    expect(store.getState().cart.items).toEqual([item])
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([item])
    act(() => {
      store.dispatch(cartActions.quantityChanged({ productId: 7, variantId: 701, quantity: 5 }))
    })
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantity).toBe(5)
    act(() => {
      store.dispatch(cartActions.itemRemoved({ productId: 7, variantId: 701 }))
    })
    expect(localStorage.getItem('cart')).toBeNull()
  })

  it('follows another tab changing the cart', () => {
    const store = mount()
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'cart',
          newValue: JSON.stringify([item]),
          storageArea: localStorage,
        }),
      )
    })
    expect(store.getState().cart.items).toEqual([item])
  })
})
