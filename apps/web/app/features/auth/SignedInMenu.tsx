// The signed-in account menu: name and email, My Votes, My Orders, Sign out. Escape or a tap outside closes it.
import { ChevronDown, Heart, LogOut } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { OrdersLink } from '../orders/OrdersLink.tsx'
import { accountPill, Initial } from './account-look.tsx'
import { useSignOut } from './use-sign-in.ts'

export function SignedInMenu({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const signOut = useSignOut()

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
        className={accountPill}
        aria-expanded={open}
        aria-haspopup="menu"
        aria-label={`Account: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Initial name={name} />
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
          <OrdersLink
            role="menuitem"
            onNavigate={() => setOpen(false)}
            className="rounded-xl px-3 py-2.5 text-sm font-medium hover:bg-sand"
          />
          <button
            role="menuitem"
            type="button"
            onClick={() => void signOut()}
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
