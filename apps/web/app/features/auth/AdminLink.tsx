// "Store admin" in the account menu and the drawer, for operators only (a token with `haat_role`,
// decision 0760). The tap first hands the current token to the API again (decision 0762), so the admin's
// cookie is there even if it went (cleared cookies, a role granted since): then the admin opens.
import { LayoutDashboard } from '../../components/icon/icons.ts'
import type { ComponentPropsWithRef, MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { useAppSelector } from '../../store/store.ts'
import { isOperatorToken, openAdminSession } from './admin-session.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const ADMIN_HOME = '/admin/orders'

type Props = Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> & {
  iconClassName?: string
  onNavigate?: () => void
}

export function AdminLink({
  className = '',
  iconClassName = 'size-4.5 text-ink-soft',
  onNavigate,
  onClick,
  ...link
}: Props) {
  const t = useT()
  const token = useAppSelector((s) => s.auth.accessToken)
  const navigate = useNavigate()
  if (!token || !isOperatorToken(token)) return null
  const clicked = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    e.preventDefault()
    onNavigate?.()
    void openAdminSession(token).then(() => navigate(ADMIN_HOME))
  }
  return (
    <a {...link} href={ADMIN_HOME} onClick={clicked} className={`flex items-center gap-3 ${className}`}>
      <LayoutDashboard aria-hidden="true" className={iconClassName} />
      {t('Store admin')}
    </a>
  )
}
