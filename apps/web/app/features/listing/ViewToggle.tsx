// Spec §2 grid/list toggle (list by default), held in the ui slice's viewType.
import { LayoutGrid, List } from '../../components/icon/icons.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { uiActions, type ViewType } from '../../store/ui-slice.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const OPTIONS: ReadonlyArray<{ value: ViewType; label: string; Icon: typeof List }> = [
  { value: 'list', label: 'List view', Icon: List },
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
]

export function ViewToggle() {
  const viewType = useAppSelector((s) => s.ui.viewType)
  const dispatch = useAppDispatch()
  const t = useT()
  return (
    <div
      role="group"
      aria-label={t('Layout')}
      className="inline-flex h-10 rounded-full border border-line bg-card p-1"
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={t(label)}
          title={t(label)}
          aria-pressed={viewType === value}
          onClick={() => dispatch(uiActions.viewTypeChanged(value))}
          className="inline-flex w-10 items-center justify-center rounded-full text-ink-soft transition-colors aria-pressed:bg-ink aria-pressed:text-paper"
        >
          <Icon aria-hidden="true" className="size-4.5" />
        </button>
      ))}
    </div>
  )
}
