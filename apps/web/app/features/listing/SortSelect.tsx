// Spec §2 sort dropdown, in sync with the address both ways: the address decides what is shown, a change
// writes the address (and the ui slice's sort follows, for anything else that wants it).
import { ArrowDownUp } from '../../components/icon/icons.ts'
import { useEffect, useId } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paramFromSortKey, readSortParam, SORT_OPTIONS, type SortParam } from '@haat/domain/rules/sort'
import { useAppDispatch } from '../../store/store.ts'
import { uiActions } from '../../store/ui-slice.ts'
import { withoutSort, withSort } from './listing-params.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const RELEVANCE = 'relevance'

/** relevance: a search's results, ranked by relevance until the shopper picks a sort (no sortBy). */
export function SortSelect({
  className = '',
  relevance = false,
}: {
  className?: string
  relevance?: boolean
}) {
  const id = useId()
  const t = useT()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const sort = readSortParam(params)
  const ranked = relevance && !(params.get('sortBy') || params.get('sortby'))
  const choose = (value: string) => {
    const next = value === RELEVANCE ? withoutSort(params) : withSort(params, value as SortParam)
    navigate({ search: `?${next}` })
  }

  useEffect(() => {
    dispatch(uiActions.sortChanged(sort))
  }, [sort, dispatch])

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('Sort by')}
      </label>
      <ArrowDownUp
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 hidden size-4 -translate-y-1/2 text-ink-soft sm:block"
      />
      <select
        id={id}
        value={ranked ? RELEVANCE : paramFromSortKey(sort)}
        onChange={(e) => choose(e.target.value)}
        className="h-10 appearance-none rounded-full border border-line bg-card pr-9 pl-4 text-sm sm:pl-9 font-semibold text-ink hover:border-ink-faint focus:border-saffron-500 focus:outline-none"
      >
        {relevance && <option value={RELEVANCE}>{t('Relevance')}</option>}
        {SORT_OPTIONS.map((o) => (
          <option key={o.param} value={o.param}>
            {t(o.label)}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 fill-ink-soft"
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </div>
  )
}
