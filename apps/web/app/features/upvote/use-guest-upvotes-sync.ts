// Loads the guest list into the store after hydration and follows other tabs' votes (storage events).
import { useEffect } from 'react'
import { GUEST_UPVOTES_KEY } from '@haat/domain/constants/storage-keys'
import { parseGuestUpvotes } from '@haat/domain/rules/guest-upvotes'
import { useAppDispatch, useAppSelector, type AppDispatch } from '../../store/store.ts'
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

export function useGuestUpvotesSync(): void {
  const loaded = useAppSelector((s) => s.upvotes.loaded)
  const dispatch = useAppDispatch()
  useEffect(() => {
    listenToOtherTabs(dispatch)
    if (!loaded) dispatch(upvotesActions.guestListLoaded(readGuestUpvotes()))
  }, [loaded, dispatch])
}
