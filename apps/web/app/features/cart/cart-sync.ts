// Sends a signed-in shopper's bag to the server (POST /api/cart replaces it whole): at most one call in
// flight, the newest bag sent after it, a pending debounce replaced by each new edit.
import { replaceUserCart } from '../../lib/api/cart.ts'
import type { ApiTransport } from '../../lib/api/transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { keepAccountBag } from './account-bag.ts'
import { cartFailed } from './cart-failure.ts'
import type { CartStore } from './cart-store.ts'

export type CartSync = {
  /** Sends the bag after `delayMs` unless another edit comes first (0: now). */
  schedule: (delayMs: number) => void
  /** Sends the bag now; resolves when the server holds it (or the call failed). */
  flush: () => Promise<void>
  /** Sign-out: drops a pending send and ignores answers still on the way. */
  stop: () => void
}

export function createCartSync(api: ApiTransport, store: CartStore): CartSync {
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> | null = null
  let again = false
  let stopped = false

  const send = async () => {
    const sent = store.getState().cart.items
    store.dispatch(cartActions.cartLoading())
    try {
      const saved = await replaceUserCart(api, sent)
      if (stopped) return
      // The server's copy carries its prices; take it only if nothing changed meanwhile.
      if (store.getState().cart.items === sent) store.dispatch(cartActions.itemsReplaced(saved))
      keepAccountBag(store, saved)
      store.dispatch(cartActions.cartLoaded())
    } catch (err) {
      if (!stopped) cartFailed(store.dispatch, 'Could not save your bag', err)
    }
  }

  const flush = (): Promise<void> => {
    clearTimeout(timer)
    if (stopped) return Promise.resolve()
    if (inFlight) {
      again = true
      return inFlight
    }
    inFlight = send().finally(() => {
      inFlight = null
      if (again && !stopped) {
        again = false
        void flush()
      }
    })
    return inFlight
  }

  return {
    schedule(delayMs) {
      clearTimeout(timer)
      if (delayMs <= 0) void flush()
      else timer = setTimeout(() => void flush(), delayMs)
    },
    flush,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
