// "My Orders" for the account menu and the menu drawer (the header belongs to the sign-in feature: it
// drops this in next to My Votes, e.g. `<OrdersLink role="menuitem" className={itemClasses}
// onNavigate={close} />`). Shown to signed-in shoppers only.
import { Package } from 'lucide-react'
import type { AriaRole } from 'react'
import { Link } from 'react-router'
import { useAppSelector } from '../../store/store.ts'

type Props = { className?: string; iconClassName?: string; role?: AriaRole; onNavigate?: () => void }

export function OrdersLink({
  className = '',
  iconClassName = 'size-4.5 text-saffron-700',
  role,
  onNavigate,
}: Props) {
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  if (!signedIn) return null
  return (
    <Link to="/orders" role={role} onClick={onNavigate} className={`flex items-center gap-3 ${className}`}>
      <Package aria-hidden="true" className={iconClassName} />
      My Orders
    </Link>
  )
}
