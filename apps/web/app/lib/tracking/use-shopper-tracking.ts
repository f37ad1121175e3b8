// Mounted once in the shell: keeps the ad click id from a landing URL (90 days), and reports an upvote
// as AddToWishlist (§7) by watching the votes this tab casts, so the upvote code stays untouched.
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import type { RootState } from '../../store/store.ts'
import { trackEvent } from './track-event.ts'

export function useShopperTracking(): void {
  const store = useStore<RootState>()

  useEffect(() => {
    // Only an ad click's landing page loads the cookie code.
    if (!new URLSearchParams(window.location.search).has('fbclid')) return
    import('./click-id.ts')
      .then(({ clickIdCookie, FBC_COOKIE, readCookie }) => {
        const cookie = clickIdCookie(window.location.href, readCookie(FBC_COOKIE))
        if (cookie) document.cookie = cookie
      })
      .catch(() => {})
  }, [])

  useEffect(() => {
    let votes = store.getState().upvotes.votes
    return store.subscribe(() => {
      const state = store.getState()
      const before = votes
      votes = state.upvotes.votes
      if (votes === before) return
      for (const [id, vote] of Object.entries(votes)) {
        // voteStarted: a new tap (pending) on a product this tab had not voted for yet.
        if (vote.pending && vote.isUpvoted && !before[Number(id)]?.isUpvoted)
          trackEvent('AddToWishlist', {
            lines: [{ id: Number(id), quantity: 1 }],
            email: state.auth.user?.email,
          })
      }
    })
  }, [store])
}
