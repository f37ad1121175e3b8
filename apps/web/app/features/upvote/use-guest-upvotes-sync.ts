// Loads the guest list (and this browser's recent vote counts, decision 0801) into the store after
// hydration and follows other tabs' votes (storage events).
import { useEffect } from 'react'
import { GUEST_UPVOTES_KEY, RECENT_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { parseGuestUpvotes } from '@haat/domain/rules/guest-upvotes'
import { useAppStore, type AppDispatch } from '../../store/store.ts'
import { readGuestUpvotes } from '../../lib/storage/guest-upvotes-storage.ts'
import { upvotesActions } from '../../store/upvotes-slice.ts'

// One storage listener per store, however many cards mount (each card calls this hook).
const listening = new WeakSet<AppDispatch>()

function listenToOtherTabs(dispatch: AppDispatch) {
  if (listening.has(dispatch)) return
  listening.add(dispatch)
  window.addEventListener('storage', (e) => {
    if (e.storageArea !== window.localStorage) return
    if (e.key === GUEST_UPVOTES_KEY || e.key === null) {
      dispatch(upvotesActions.guestListLoaded(parseGuestUpvotes(e.newValue)))
    }
  })
}

/** This browser's recent vote counts (decision 0801): read only where a vote was made lately, and loaded
 *  then, off the product page's first JS (its budget). */
function loadRecentUpvotes(dispatch: AppDispatch) {
  try {
    if (!localStorage.getItem(RECENT_UPVOTES_KEY)) return
  } catch {
    return
  }
  void import('../../lib/storage/recent-upvotes-storage.ts').then((m) =>
    dispatch(upvotesActions.recentUpvotesLoaded(m.readRecentUpvotes())),
  )
}

// The flag is read in the effect, not selected: a selected flag would re-render every voting component
// (the whole product page) in one synchronous pass right after hydration, though a shopper who has not
// voted sees nothing change (docs/performance.md, the hydration task).
export function useGuestUpvotesSync(): void {
  const store = useAppStore()
  useEffect(() => {
    listenToOtherTabs(store.dispatch)
    if (store.getState().upvotes.loaded) return
    store.dispatch(upvotesActions.guestListLoaded(readGuestUpvotes()))
    loadRecentUpvotes(store.dispatch)
  }, [store])
}
