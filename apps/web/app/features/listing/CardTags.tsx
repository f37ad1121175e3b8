import { Link } from 'react-router'
import type { TagRef } from '@haat/domain/catalog/product'
import { useT } from '../../lib/i18n/use-t.ts'

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
  const t = useT()
  if (tags.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t('Tags')}>
      {tags.slice(0, max).map((tag) => (
        <li key={tag.id}>
          <Link
            to={`/tags/${tag.slug}`}
            className="relative z-10 inline-flex h-6 items-center rounded-full bg-sand px-2.5 text-xs font-medium text-ink-soft hover:bg-saffron-100 hover:text-saffron-700"
          >
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
