import { ArrowBigUp } from '../../components/icon/icons.ts'
import { formatCount } from '@haat/domain/format/money'
import { useT } from '../../lib/i18n/use-t.ts'

/** The upvote count as shoppers read it (1.2K), with the exact figure for screen readers. */
export function VoteCount({
  count,
  isUpvoted,
  className = '',
}: {
  count: number
  isUpvoted: boolean
  className?: string
}) {
  const t = useT()
  return (
    <span
      data-testid="vote-count"
      role="img" // a plain span may not carry a label (axe aria-prohibited-attr)
      aria-label={t('{count} {count, plural, one {upvote} other {upvotes}}', { count })}
      className={`inline-flex items-center gap-0.5 text-sm font-semibold tabular-nums ${isUpvoted ? 'text-leaf-700' : 'text-ink-soft'} ${className}`}
    >
      <ArrowBigUp
        aria-hidden="true"
        className={`size-4.5 ${isUpvoted ? 'fill-leaf-600 text-leaf-600' : 'text-saffron-600'}`}
      />
      <span aria-hidden="true">{formatCount(count)}</span>
    </span>
  )
}
