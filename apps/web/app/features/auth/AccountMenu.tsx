// Header entry: "Sign in" for guests; the shopper's initial (and first name on wide screens) opening
// My Votes and Sign out once signed in. The server renders the guest look (tokens live in the browser);
// both looks have the same height, so signing in swaps them without moving the page.
import { ChevronDown, Heart, LogOut, UserRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useAppSelector } from '../../store/store.ts'
import { useSignIn, useSignOut } from './use-sign-in.ts'

const pill =
  'inline-flex h-11 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-ink transition-colors hover:bg-sand md:px-3.5'

export function AccountMenu() {
  const user = useAppSelector((s) => s.auth.user)
  const { available, signIn } = useSignIn()
  if (!available) return null
  if (!user) {
    return (
      <button type="button" className={pill} onClick={() => void signIn()} aria-label="Sign in">
        <UserRound aria-hidden="true" className="size-5.5" />
        <span className="hidden md:inline">Sign in</span>
      </button>
    )
  }
  return <SignedInMenu name={user.name} email={user.email} />
}

function SignedInMenu({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const signOut = useSignOut()
  const firstName = name.split(/\s+/)[0] ?? name

  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node))
        setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        className={pill}
        aria-expanded={open}
        aria-haspopup="menu"
        aria-label={`Account: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-saffron-700 font-display text-base text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-28 truncate md:inline">{firstName}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 md:block" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-card border border-line bg-card p-2 shadow-lift"
        >
          <div className="border-b border-line px-3 pt-2 pb-3">
            <p className="truncate font-semibold">{name}</p>
            {email && <p className="truncate text-sm text-ink-faint">{email}</p>}
          </div>
          <Link
            role="menuitem"
            to="/votes"
            onClick={() => setOpen(false)}
            className="mt-1 flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium hover:bg-sand"
          >
            <Heart aria-hidden="true" className="size-4.5 text-rani-500" />
            My Votes
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={signOut}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium hover:bg-sand"
          >
            <LogOut aria-hidden="true" className="size-4.5 text-ink-soft" />
            Sign out
          </button>
        </div>
      )}
    </div>
  )
}
