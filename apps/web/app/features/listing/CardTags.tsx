import { Link } from 'react-router'
import type { TagRef } from '@haat/domain/catalog/product'

/** Spec §2: a card's tags link to /tags/{slug}. */
export function CardTags({
  tags,
  max = 3,
  className = '',
}: {
  tags: readonly TagRef[]
  max?: number
  className?: string
}) {
  if (tags.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Tags">
      {tags.slice(0, max).map((t) => (
        <li key={t.id}>
          <Link
            to={`/tags/${t.slug}`}
            className="relative z-10 inline-flex h-6 items-center rounded-full bg-sand px-2.5 text-xs font-medium text-ink-soft hover:bg-saffron-100 hover:text-saffron-700"
          >
            #{t.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
