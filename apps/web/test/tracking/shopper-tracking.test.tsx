// The shell's tracking hook: an upvote cast in this tab is reported as AddToWishlist, once; a landing
// URL with ?fbclid= keeps the click id in the _fbc cookie.
import { act, cleanup, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, expect, it, vi } from 'vitest'
import { useShopperTracking } from '../../app/lib/tracking/use-shopper-tracking.ts'
import { upvotesActions } from '../../app/store/upvotes-slice.ts'
import { makeStore } from '../../app/store/store.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

function Track() {
  useShopperTracking()
  return null
}

it('reports a new upvote as AddToWishlist once, and keeps the ad click id from the landing URL', async () => {
  const bodies: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return Response.json({ success: true })
    }),
  )
  window.history.replaceState(null, '', '/product/x?fbclid=Click42')
  const store = makeStore()
  render(
    <Provider store={store}>
      <Track />
    </Provider>,
  )
  await vi.waitFor(() => expect(document.cookie).toMatch(/_fbc=fb\.1\.\d+\.Click42/), { timeout: 5000 })

  act(() => {
    store.dispatch(upvotesActions.voteStarted({ id: 9, upvoteCount: 4 }))
    store.dispatch(upvotesActions.voteSettled({ id: 9, upvoteCount: 5, isUpvoted: true }))
  })
  await vi.waitFor(() => expect(bodies).toHaveLength(1), { timeout: 5000 })
  expect(bodies[0]).toMatchObject({ eventName: 'AddToWishlist', content_ids: [9], currency: 'INR' })
})
