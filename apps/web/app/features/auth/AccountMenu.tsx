// Header entry: "Sign in" for guests; the shopper's initial (and first name on wide screens) opening
// My Votes and Sign out once signed in. The server renders the guest look (tokens live in the browser);
// both looks have the same height, so signing in swaps them without moving the page.
import { UserRound } from '../../components/icon/icons.ts'
import { lazy, Suspense } from 'react'
import { useMatches } from 'react-router'
import { useAppSelector } from '../../store/store.ts'
import { accountPill, Initial } from './account-look.tsx'
import { useSignIn } from './use-sign-in.ts'
import { useT } from '../../lib/i18n/use-t.ts'

// The open menu's code loads once a shopper is signed in (after hydration); its stand-in looks the same.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx').then((m) => ({ default: m.SignedInMenu })))

/** An admin page knows its operator on the server (decision 0762): its header is not a guest's. */
function usePageOperator(): string | null {
  for (const m of useMatches()) {
    const me = (m.loaderData as { me?: { email: string | null } } | undefined)?.me
    if (me) return me.email ?? 'Operator'
  }
  return null
}

export function AccountMenu() {
  const stored = useAppSelector((s) => s.auth.user)
  const operator = usePageOperator()
  const { available, signIn } = useSignIn()
  const t = useT()
  if (!available) return null
  const user = stored ?? (operator ? { name: operator.split('@')[0] || operator, email: operator } : null)
  if (!user) {
    return (
      <button type="button" className={accountPill} onClick={() => void signIn()} aria-label={t('Sign in')}>
        <UserRound aria-hidden="true" className="size-5.5" />
        <span className="hidden md:inline">{t('Sign in')}</span>
      </button>
    )
  }
  // Before hydration an admin page shows its operator; the menu itself needs the stored session.
  const standIn = (
    <span className={accountPill}>
      <span className="sr-only">{t('Account: {name}', { name: user.name })}</span>
      <Initial name={user.name} />
    </span>
  )
  if (!stored) return standIn
  return (
    <Suspense fallback={standIn}>
      <SignedInMenu name={stored.name} email={stored.email} />
    </Suspense>
  )
}
