// Header entry: "Sign in" for guests; the shopper's initial (and first name on wide screens) opening
// My Votes and Sign out once signed in. The server renders the guest look (tokens live in the browser);
// both looks have the same height, so signing in swaps them without moving the page.
import { UserRound } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../store/store.ts'
import { accountPill, Initial } from './account-look.tsx'
import { useSignIn } from './use-sign-in.ts'

// The open menu's code loads once a shopper is signed in (after hydration); its stand-in looks the same.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx').then((m) => ({ default: m.SignedInMenu })))

export function AccountMenu() {
  const user = useAppSelector((s) => s.auth.user)
  const { available, signIn } = useSignIn()
  if (!available) return null
  if (!user) {
    return (
      <button type="button" className={accountPill} onClick={() => void signIn()} aria-label="Sign in">
        <UserRound aria-hidden="true" className="size-5.5" />
        <span className="hidden md:inline">Sign in</span>
      </button>
    )
  }
  return (
    <Suspense
      fallback={
        <span className={accountPill}>
          <span className="sr-only">Account: {user.name}</span>
          <Initial name={user.name} />
        </span>
      }
    >
      <SignedInMenu name={user.name} email={user.email} />
    </Suspense>
  )
}
