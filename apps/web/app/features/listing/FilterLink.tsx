// One filter as a link to the filtered address (works before JavaScript loads; the back button undoes it),
// announced as a checkbox. Optional count: how many results it leads to.
import { Check } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import { formatCount } from '@haat/domain/format/money'

type Props = {
  to: string
  on: boolean
  label: string
  count?: number
  onNavigate?: () => void
  strong?: boolean
}

export function FilterLink({ to, on, label, count, onNavigate, strong = false }: Props) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      role="checkbox"
      aria-checked={on}
      preventScrollReset
      className={`flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-sand ${strong ? 'font-semibold' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-4.5 shrink-0 items-center justify-center rounded border ${on ? 'border-ink bg-ink text-paper' : 'border-ink-faint bg-card'}`}
      >
        {on && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && (
        <span className="shrink-0 text-xs text-ink-faint tabular-nums">{formatCount(count)}</span>
      )}
    </Link>
  )
}
