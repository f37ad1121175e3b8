// Spec §4 pending actions: what a guest was doing when sign-in interrupted them, and its resumption.
// product/upvote: the vote. product/upvoteWithBottomCartOverlay: the vote, then the bottom sheet for the
// slug. product/upvoteWithCartOverlay: the vote, then the item into the cart (which opens it).
import type { CartItem } from '@haat/domain/rules/cart'
import { PENDING_ACTIONS } from '@haat/domain/constants/storage-keys'
import { SAVINGS_LOADING_MS } from '@haat/domain/constants/timings'
import type { PendingAction } from '../../store/auth-slice.ts'
import { cartActions } from '../../store/cart-slice.ts'
import type { AppDispatch } from '../../store/store.ts'
import { addToBag } from '../cart/add-to-bag.ts'
import { celebrate } from './confetti.ts'
import { signedInUpvote, wait } from './signed-in-upvote.ts'

export type PendingUpvotePayload = {
  productId: number
  upvoteCount: number
  /** The offer's code, stored as the coupon once the vote stands. */
  offerCode?: string | null
  slug?: string
  item?: CartItem
}

function isPayload(p: Record<string, unknown>): p is PendingUpvotePayload {
  return Number.isInteger(p.productId) && typeof p.upvoteCount === 'number'
}

type Deps = Parameters<typeof signedInUpvote>[2] & { celebrate?: typeof celebrate }

/** Resolves true when the action ran; an unknown or malformed action (edited storage) is dropped. */
export async function resumePendingAction(
  dispatch: AppDispatch,
  action: PendingAction,
  deps: Deps = {},
): Promise<boolean> {
  const { payload } = action
  if (!Object.values(PENDING_ACTIONS).includes(action.type) || !isPayload(payload)) return false
  const voted = await signedInUpvote(
    dispatch,
    {
      id: payload.productId,
      upvoteCount: payload.upvoteCount,
      offerCode: typeof payload.offerCode === 'string' ? payload.offerCode : null,
    },
    deps,
  )
  if (!voted) return false
  void (deps.celebrate ?? celebrate)()
  if (action.type === PENDING_ACTIONS.upvote) return true
  // §4: a 2 s pause after the confetti starts, then the cart action.
  await (deps.sleep ?? wait)(SAVINGS_LOADING_MS)
  if (action.type === PENDING_ACTIONS.upvoteWithBottomCartOverlay && payload.slug) {
    dispatch(cartActions.bottomSheetOpened(payload.slug))
  } else if (action.type === PENDING_ACTIONS.upvoteWithCartOverlay && payload.item) {
    dispatch(addToBag([{ ...payload.item, isUpvoted: true }]))
  }
  return true
}
