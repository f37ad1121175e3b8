// Mounted once in the root layout: the sign-in state's upkeep and the screens any page may show
// (the signed-in upvote's savings screen, the session-ended notice).
import { SavingsScreen } from '../upvote/SavingsScreen.tsx'
import { SessionNotice } from './SessionNotice.tsx'
import { useAuthSession } from './use-auth-session.ts'

export function AuthSession() {
  useAuthSession()
  return (
    <>
      <SavingsScreen />
      <SessionNotice />
    </>
  )
}
