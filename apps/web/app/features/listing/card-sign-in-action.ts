// Spec §4 product/upvoteWithCartOverlay from a product card (docs/decisions/0682): a guest who must sign
// in to vote leaves the listing; after sign-in the vote is cast and, 2 s later, the product goes into the
// bag (one auto-selectable variant) or its variant sheet opens (anything to choose).
import { PENDING_ACTIONS } from '@haat/domain/constants/storage-keys'
import type { PendingAction } from '../../store/auth-slice.ts'
import type { PendingUpvotePayload } from '../upvote/pending-upvote.ts'
import { cardLine, type CardProduct } from './card-line.ts'

export async function cardSignInAction(
  product: CardProduct,
  vote: PendingUpvotePayload,
): Promise<PendingAction> {
  const item = await cardLine(product, true).catch(() => null)
  return item
    ? { type: PENDING_ACTIONS.upvoteWithCartOverlay, payload: { ...vote, item } }
    : { type: PENDING_ACTIONS.upvoteWithBottomCartOverlay, payload: { ...vote, slug: product.slug } }
}
