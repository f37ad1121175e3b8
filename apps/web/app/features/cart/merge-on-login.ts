// §4 merge on login: the server bag and the bag built as a guest merge by product+variant, the larger
// quantity winning (domain mergeCarts), and the result replaces the server bag. The local copy is then
// dropped, so signing out and in again cannot bring back lines removed while signed in (decision 0320).
// Without the server (offline), the bag shows this browser's copy of the account's bag (decision 0785)
// and the merge is tried again when the browser is back online.
import { mergeCarts } from '@haat/domain/rules/cart'
import { getUserCart, replaceUserCart } from '../../lib/api/cart.ts'
import type { ApiTransport } from '../../lib/api/transport.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { writeStoredCart } from '../../lib/storage/cart-storage.ts'
import { bagToMerge, keepAccountBag, showAccountBagCopy, unreachable } from './account-bag.ts'
import { cartFailed } from './cart-failure.ts'
import type { CartStore } from './cart-store.ts'

/**
 * 'synced': the server holds the bag shown. 'unsent': a line was added while the merge was on its way;
 * it is kept in the bag shown and the caller sends it next. false: a failure (logged and stored).
 */
export async function mergeOnLogin(
  api: ApiTransport,
  store: CartStore,
): Promise<'synced' | 'unsent' | false> {
  store.dispatch(cartActions.cartLoading())
  try {
    const server = await getUserCart(api)
    const local = store.getState().cart.items
    const merged = mergeCarts(server, bagToMerge(local))
    const saved = merged.length > 0 || server.length > 0 ? await replaceUserCart(api, merged) : merged
    // A shopper who taps Add to Cart just after signing in must not lose that line to the merge.
    const now = store.getState().cart.items
    store.dispatch(cartActions.itemsReplaced(now === local ? saved : mergeCarts(saved, now)))
    keepAccountBag(store, store.getState().cart.items)
    writeStoredCart([])
    store.dispatch(cartActions.cartLoaded())
    return now === local ? 'synced' : 'unsent'
  } catch (err) {
    cartFailed(store.dispatch, 'Could not load your bag', err)
    if (unreachable(err)) showAccountBagCopy(store)
    return false
  }
}
