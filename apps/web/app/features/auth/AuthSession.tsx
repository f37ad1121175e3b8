// Mounted once in the shell (through LazyAuthSession): the sign-in state's upkeep, and the screens any
// page may show (the signed-in upvote's savings screen, the session-ended notice). The savings screen
// comes with this chunk: loaded on demand, it suspended, and React put its retry behind the navigation
// after sign-in, so on a slow phone the 2 s passed before it showed (a CI run saw it never appear).
// The session notice is rare and loads the first time it is needed.
import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../store/store.ts'
import { SavingsScreen } from '../upvote/SavingsScreen.tsx'
import { useAuthSession } from './use-auth-session.ts'

const SessionNotice = lazy(() => import('./SessionNotice.tsx').then((m) => ({ default: m.SessionNotice })))

export function AuthSession() {
  useAuthSession()
  const savings = useAppSelector((s) => s.upvotes.savingsScreen)
  const notice = useAppSelector((s) => s.auth.notice !== null)
  return (
    <>
      {savings && <SavingsScreen />}
      <Suspense fallback={null}>{notice && <SessionNotice />}</Suspense>
    </>
  )
}
