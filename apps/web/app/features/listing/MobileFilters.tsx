// Below the desktop breakpoint the filters open in a bottom sheet.
import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Sheet } from '../../components/ui/Sheet.tsx'
import { FilterPanel } from './FilterPanel.tsx'

export function MobileFilters() {
  const [open, setOpen] = useState(false)
  const [params] = useSearchParams()
  const count =
    params.getAll('category').length + params.getAll('subcategory').length + (params.get('search') ? 1 : 0)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-card px-4 text-sm font-semibold hover:border-ink-faint lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {count > 0 && (
          <span className="rounded-full bg-saffron-600 px-1.5 text-xs leading-5 text-white">{count}</span>
        )}
      </button>
      <Sheet open={open} onOpenChange={setOpen} title="Filters">
        <div className="px-4 pt-3 pb-8">
          <FilterPanel onNavigate={() => setOpen(false)} />
        </div>
      </Sheet>
    </>
  )
}
