import type { ReactNode } from 'react'
import { Link } from 'react-router'

type Props = { to: string; children: ReactNode; active?: boolean; className?: string }

/** A rounded link for tags, categories and brands. */
export function Chip({ to, children, active = false, className = '' }: Props) {
  const look = active
    ? 'border-ink bg-ink text-paper'
    : 'border-line bg-card text-ink hover:border-saffron-400 hover:text-saffron-700'
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors ${look} ${className}`}
    >
      {children}
    </Link>
  )
}
