import { Sheet } from '../../components/ui/Sheet.tsx'
import { FilterPanel } from './FilterPanel.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** The filters in a bottom sheet; following a filter closes it. */
export function FilterSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('Filters')}>
      <div className="px-4 pt-3 pb-8">
        <FilterPanel onNavigate={() => onOpenChange(false)} />
      </div>
    </Sheet>
  )
}
