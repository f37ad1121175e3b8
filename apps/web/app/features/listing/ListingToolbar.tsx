// Spec §2 listing header: result count and total votes, filters (mobile), sort, grid/list toggle.
import { ArrowBigUp } from '../../components/icon/icons.ts'
import { formatCount } from '@haat/domain/format/money'
import { MobileFilters } from './MobileFilters.tsx'
import { SortSelect } from './SortSelect.tsx'
import { ViewToggle } from './ViewToggle.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { total: number; totalVotes: number | undefined; filters: boolean; relevance?: boolean }

export function ListingToolbar({ total, totalVotes, filters, relevance }: Props) {
  const t = useT()
  return (
    <div className="flex flex-col gap-3 border-y border-line py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-soft" data-testid="listing-summary">
        <strong className="font-semibold text-ink" data-testid="result-count">
          {formatCount(total)}
        </strong>{' '}
        {t('{count, plural, one {product} other {products}}', { count: total })}
        {totalVotes !== undefined && (
          <>
            <span aria-hidden="true" className="mx-2 text-ink-faint">
              ·
            </span>
            <ArrowBigUp aria-hidden="true" className="-mt-0.5 inline size-4 text-saffron-600" />
            <strong className="font-semibold text-ink" data-testid="total-votes">
              {formatCount(totalVotes)}
            </strong>{' '}
            {t('{count, plural, one {vote} other {votes}}', { count: totalVotes })}
          </>
        )}
      </p>
      <div className="flex items-center gap-2">
        {filters && <MobileFilters />}
        <SortSelect relevance={relevance} className="min-w-0 flex-1 sm:flex-none [&_select]:w-full" />
        <ViewToggle />
      </div>
    </div>
  )
}
