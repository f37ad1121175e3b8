// This browser's copy of a signed-in shopper's bag (issue 17 §4, decision 0785): kept after every save,
// shown only when the server cannot be reached (offline, or the store down), so a return visit on a bad
// network still has the bag. The server's bag stays the truth: a copy left untouched gives way to it
// whole once it answers; a copy edited meanwhile merges into it like a guest's bag (larger quantity
// wins). The copy names its account, so another shopper signing in here never sees it, and sign-out
// removes it (auth-storage). Loaded with the sync code: only signed-in visits download it.
import { ACCOUNT_BAG_KEY } from '@haat/domain/constants/account-bag'
import { mergeCarts, type CartItem } from '@haat/domain/rules/cart'
import { isCartItems } from '@haat/domain/rules/cart-guard'
import { cartActions } from '../../store/cart-slice.ts'
import type { CartStore } from './cart-store.ts'

type Copy = { user: string; items: readonly CartItem[] }

/** The bag as shown from the copy (null: not shown); `inUse`: the bag shown comes from the copy, edited
 * or not, until a merge with the server succeeds. */
let shownCopy: readonly CartItem[] | null = null
let inUse = false

const userOf = (store: CartStore) => store.getState().auth?.user?.id ?? null

export function keepAccountBag(store: CartStore, items: readonly CartItem[]): void {
  const user = userOf(store)
  if (!user) return
  try {
    window.localStorage.setItem(ACCOUNT_BAG_KEY, JSON.stringify({ user, items } satisfies Copy))
  } catch {
    // Quota or policy: the bag still works online.
  }
}

function readCopy(user: string): CartItem[] | null {
  try {
    const copy = JSON.parse(window.localStorage.getItem(ACCOUNT_BAG_KEY) ?? 'null') as Partial<Copy> | null
    return copy?.user === user && isCartItems(copy.items) ? copy.items : null
  } catch {
    return null
  }
}

/** The server could not be reached (no answer: status 0, or a gateway's 5xx), as opposed to a refusal.
 * Read by shape: importing the transport's guard here would add an export to every page's shell. */
export function unreachable(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status
  return typeof status !== 'number' || status === 0 || status >= 500
}

/** After a failed merge: show the kept copy (with anything added here since), if there is one. */
export function showAccountBagCopy(store: CartStore): void {
  const user = userOf(store)
  const copy = inUse || !user ? null : readCopy(user) // shown once: edits made since must stay
  if (!copy) return
  store.dispatch(cartActions.itemsReplaced(mergeCarts(copy, store.getState().cart.items)))
  shownCopy = store.getState().cart.items
  inUse = true
  window.addEventListener('online', () => touchBag(store), { once: true })
}

/** Back online: the bag is handed over again as a new array, which is what makes the shell's sync hook
 * try the merge (it runs on every change of the bag while signed in); an untouched copy stays untouched. */
function touchBag(store: CartStore): void {
  const items = store.getState().cart.items
  const again = [...items]
  if (shownCopy === items) shownCopy = again
  store.dispatch(cartActions.itemsReplaced(again))
}

/** What the bag held before the copy was shown, for the merge: nothing, if the copy is untouched. */
export function bagToMerge(items: CartItem[]): CartItem[] {
  const untouched = shownCopy !== null && items === shownCopy
  shownCopy = null
  inUse = false
  return untouched ? [] : items
}
