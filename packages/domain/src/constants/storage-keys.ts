// Spec §3 browser storage keys, exactly as named there.
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  user: 'user',
  pendingRedirect: 'pendingRedirect',
  pendingAction: 'pendingAction',
  coupon: 'coupon',
  guestUpvotes: 'guest_upvotes',
  cart: 'cart',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export const ACCESS_TOKEN_KEY = STORAGE_KEYS.accessToken
export const USER_KEY = STORAGE_KEYS.user
export const PENDING_REDIRECT_KEY = STORAGE_KEYS.pendingRedirect
export const PENDING_ACTION_KEY = STORAGE_KEYS.pendingAction
export const COUPON_KEY = STORAGE_KEYS.coupon
export const GUEST_UPVOTES_KEY = STORAGE_KEYS.guestUpvotes
export const CART_KEY = STORAGE_KEYS.cart

/** Not in §3 (decision 0801): the counts this browser's own votes produced, with when, for a minute, laid
 *  over stored pages that may not show them yet. */
export const RECENT_UPVOTES_KEY = 'recent_upvotes'

/** §7: the guest list travels to the API in a request header of the same name. */
export const GUEST_UPVOTES_HEADER = 'guest_upvotes'

/** §4: pending actions resumed after login. */
export const PENDING_ACTIONS = {
  upvote: 'product/upvote',
  upvoteWithBottomCartOverlay: 'product/upvoteWithBottomCartOverlay',
  upvoteWithCartOverlay: 'product/upvoteWithCartOverlay',
} as const
export type PendingActionType = (typeof PENDING_ACTIONS)[keyof typeof PENDING_ACTIONS]
