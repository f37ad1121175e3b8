// The signed-in account menu: name and email, My Votes, My Orders, Store admin (operators), Sign out. A Radix Dropdown Menu:
// Enter, Space or ArrowDown opens it with focus on the first item, arrow keys move between items,
// Escape or a tap outside closes it and focus goes back to the account button.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, Heart, LogOut } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import { OrdersLink } from '../orders/OrdersLink.tsx'
import { AdminLink } from './AdminLink.tsx'
import { useAppSelector } from '../../store/store.ts'
import { accountPill, Initial } from './account-look.tsx'
import { isOperatorToken } from './admin-session.ts'
import { useSignOut } from './use-sign-in.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const item =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium outline-none hover:bg-sand data-[highlighted]:bg-sand'

export function SignedInMenu({ name, email }: { name: string; email: string }) {
  const signOut = useSignOut()
  const t = useT()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountPill}>
        <span className="sr-only">{t('Account: {name}', { name })}</span>
        <Initial name={name} />
        <ChevronDown aria-hidden="true" className="hidden size-4 md:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-card border border-line bg-card p-2 shadow-lift"
        >
          <DropdownMenu.Label className="border-b border-line px-3 pt-2 pb-3">
            <span className="block truncate font-semibold">{name}</span>
            {email && <span className="block truncate text-sm text-ink-faint">{email}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={`mt-1 ${item}`}>
            <Link to="/votes">
              <Heart aria-hidden="true" className="size-4.5 text-rani-500" />
              {t('My Votes')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <OrdersLink />
          </DropdownMenu.Item>
          <AdminItem className={item} />
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4.5 text-ink-soft" />
            {t('Sign out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** The admin's item only for operators: an empty menu item would still take a keyboard stop. */
function AdminItem({ className }: { className: string }) {
  const operator = useAppSelector((s) => (s.auth.accessToken ? isOperatorToken(s.auth.accessToken) : false))
  if (!operator) return null
  return (
    <DropdownMenu.Item asChild className={className}>
      <AdminLink />
    </DropdownMenu.Item>
  )
}
