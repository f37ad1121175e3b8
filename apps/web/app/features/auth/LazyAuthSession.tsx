// The shell's hold on the sign-in upkeep (AuthSession): its code (storage, token checks, the 401
// listener, the savings and session screens) arrives as its own chunk right after the page's, instead
// of weighing on every page's first load. Until then the page shows the guest look it was rendered with.
import { lazy, Suspense } from 'react'

const AuthSession = lazy(() => import('./AuthSession.tsx').then((m) => ({ default: m.AuthSession })))

export function LazyAuthSession() {
  return (
    <Suspense fallback={null}>
      <AuthSession />
    </Suspense>
  )
}
