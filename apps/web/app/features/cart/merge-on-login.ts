// §4 merge on login: the server bag and the bag built as a guest merge by product+variant, the larger
// quantity winning (domain mergeCarts), and the result replaces the server bag. The local copy is then
// dropped, so signing out and in again cannot bring back lines removed while signed in (decision 0320).
import { mergeCarts } from '@haat/domain/rules/cart'
import { getUserCart, replaceUserCart } from '../../lib/api/cart.ts'
import type { ApiTransport } from '../../lib/api/transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { writeStoredCart } from '../../lib/storage/cart-storage.ts'
import { cartFailed } from './cart-failure.ts'
import type { CartStore } from './cart-store.ts'

/** Resolves true when the server holds the merged bag; false after a failure (logged and stored). */
export async function mergeOnLogin(api: ApiTransport, store: CartStore): Promise<boolean> {
  store.dispatch(cartActions.cartLoading())
  try {
    const server = await getUserCart(api)
    const merged = mergeCarts(server, store.getState().cart.items)
    const saved = merged.length > 0 || server.length > 0 ? await replaceUserCart(api, merged) : merged
    store.dispatch(cartActions.itemsReplaced(saved))
    writeStoredCart([])
    store.dispatch(cartActions.cartLoaded())
    return true
  } catch (err) {
    cartFailed(store.dispatch, 'Could not load your bag', err)
    return false
  }
}
