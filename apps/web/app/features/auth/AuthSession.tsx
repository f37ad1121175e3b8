// Mounted once in the shell (through LazyAuthSession): the sign-in state's upkeep, and the screens any
// page may show (the signed-in upvote's savings screen, the session-ended notice). The screens' code loads
// the first time one is needed; the savings screen's 2 s wait covers it.
import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../store/store.ts'
import { useAuthSession } from './use-auth-session.ts'

const SavingsScreen = lazy(() =>
  import('../upvote/SavingsScreen.tsx').then((m) => ({ default: m.SavingsScreen })),
)
const SessionNotice = lazy(() => import('./SessionNotice.tsx').then((m) => ({ default: m.SessionNotice })))

export function AuthSession() {
  useAuthSession()
  const savings = useAppSelector((s) => s.upvotes.savingsScreen)
  const notice = useAppSelector((s) => s.auth.notice !== null)
  return (
    <Suspense fallback={null}>
      {savings && <SavingsScreen />}
      {notice && <SessionNotice />}
    </Suspense>
  )
}
