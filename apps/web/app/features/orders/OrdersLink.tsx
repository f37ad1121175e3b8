// "My Orders" for the account menu and the menu drawer (the header belongs to the sign-in feature: it
// drops this in next to My Votes; a menu item passes its own props, ref and handlers through, e.g.
// `<DropdownMenu.Item asChild><OrdersLink /></DropdownMenu.Item>`). Shown to signed-in shoppers only.
import { Package } from '../../components/icon/icons.ts'
import type { ComponentPropsWithRef, MouseEvent } from 'react'
import { Link } from 'react-router'
import { useAppSelector } from '../../store/store.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = Omit<ComponentPropsWithRef<typeof Link>, 'to' | 'children'> & {
  iconClassName?: string
  onNavigate?: () => void
}

export function OrdersLink({
  className = '',
  iconClassName = 'size-4.5 text-saffron-700',
  onNavigate,
  onClick,
  ...link
}: Props) {
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  const t = useT()
  if (!signedIn) return null
  const clicked = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    onNavigate?.()
  }
  return (
    <Link {...link} to="/orders" onClick={clicked} className={`flex items-center gap-3 ${className}`}>
      <Package aria-hidden="true" className={iconClassName} />
      {t('My Orders')}
    </Link>
  )
}
