// The suggestions popup: one option per suggestion, kind shown beside it, the highlighted one marked
// for screen readers through aria-selected (focus stays in the input: aria-activedescendant).
import type { Suggestion } from '@haat/domain/catalog/search'
import { Link } from 'react-router'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { id: string; suggestions: Suggestion[]; active: number; hidden: boolean; onChoose: () => void }

export function SuggestionList({ id, suggestions, active, hidden, onChoose }: Props) {
  const t = useT()
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('Suggestions')}
      hidden={hidden}
      className="absolute top-12 right-0 left-0 z-50 max-h-[70vh] overflow-auto rounded-2xl border border-line bg-card py-1 shadow-lg"
    >
      {suggestions.map((s, i) => (
        <li key={`${s.kind}-${s.href}`} id={`${id}-${i}`} role="option" aria-selected={i === active}>
          <Link
            to={s.href}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={onChoose}
            className={`flex items-center gap-3 px-4 py-2 text-sm text-ink ${i === active ? 'bg-sand' : 'hover:bg-sand'}`}
          >
            {s.imageUrl ? (
              <img
                src={s.imageUrl}
                alt=""
                width={32}
                height={32}
                className="size-8 rounded-md object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-8 rounded-md bg-sand" />
            )}
            <span className="min-w-0 flex-1 truncate">{s.label}</span>
            <span className="shrink-0 text-xs text-ink-faint">
              {/* A product's detail is its brand's name; the others name their kind (Brand, Tag, Category). */}
              {s.detail && s.kind !== 'product' ? t(s.detail) : s.detail}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
