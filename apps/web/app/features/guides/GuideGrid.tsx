import type { Guide } from '@haat/domain/catalog/entities'
import { GuideCard } from './GuideCard.tsx'

/** The /guides grid: one column on phones, two on tablets, three on desktops; the first row loads at once. */
export function GuideGrid({ guides }: { guides: readonly Guide[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {guides.map((g, i) => (
        <li key={g.id}>
          <GuideCard guide={g} priority={i < 2} />
        </li>
      ))}
    </ul>
  )
}
