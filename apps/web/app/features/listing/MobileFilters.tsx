// Below the desktop breakpoint the filters open in a bottom sheet. The sheet (Radix Dialog) is loaded on
// the first tap, so shoppers who never filter never download it.
import { SlidersHorizontal } from '../../components/icon/icons.ts'
import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { chosenFacetCount } from './search-facet-params.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const FilterSheet = lazy(() => import('./FilterSheet.tsx').then((m) => ({ default: m.FilterSheet })))

export function MobileFilters() {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const [params] = useSearchParams()
  const t = useT()
  const count = params.get('search')
    ? 1 + chosenFacetCount(params)
    : params.getAll('category').length + params.getAll('subcategory').length
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-card px-4 text-sm font-semibold hover:border-ink-faint lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('Filters')}
        {count > 0 && (
          <span className="rounded-full bg-saffron-600 px-1.5 text-xs leading-5 text-white">{count}</span>
        )}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <FilterSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
