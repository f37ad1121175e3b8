// Whether this visit is signed in. Tokens live in localStorage, so the server renders every page as a
// guest and the session is restored after hydration: until then the answer is 'unknown' (pages show a
// placeholder instead of flashing "sign in").
import { useEffect, useState } from 'react'
import { ACCESS_TOKEN_KEY } from '@haat/domain/constants/storage-keys'
import { useAppSelector } from '../../store/store.ts'

export type Shopper = 'unknown' | 'guest' | 'signedIn'

function hasStoredToken(): boolean {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) !== null
  } catch {
    return false
  }
}

export function useShopper(): Shopper {
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (signedIn) return 'signedIn'
  // A stored token not yet restored into the state (or about to be refused) is still being decided.
  return mounted && !hasStoredToken() ? 'guest' : 'unknown'
}
