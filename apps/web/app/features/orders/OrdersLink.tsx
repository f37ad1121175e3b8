// "My Orders" for the account menu (the header belongs to the sign-in feature: it drops this in next to
// My Votes). Shown to signed-in shoppers only.
import { Package } from 'lucide-react'
import { Link } from 'react-router'
import { useAppSelector } from '../../store/store.ts'

export function OrdersLink({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated)
  if (!signedIn) return null
  return (
    <Link to="/orders" onClick={onNavigate} className={`inline-flex items-center gap-2 ${className}`}>
      <Package aria-hidden="true" className="size-4" />
      My Orders
    </Link>
  )
}
