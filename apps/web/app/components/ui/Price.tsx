import { formatINR } from '@haat/domain/format/money'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  amount: number
  /** The regular price, shown struck through beside a lower amount. */
  regular?: number
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' }

/** Rupee price with Indian grouping; a struck-through regular price only when it is really higher. */
export function Price({ amount, regular, size = 'md', className = '' }: Props) {
  const t = useT()
  const showRegular = regular !== undefined && regular > amount
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`}>
      <span className={`font-bold text-ink tabular-nums ${sizes[size]}`}>{formatINR(amount)}</span>
      {showRegular && (
        <s className="text-sm text-ink-faint tabular-nums">
          <span className="sr-only">{t('Regular price')} </span>
          {formatINR(regular)}
        </s>
      )}
    </span>
  )
}
