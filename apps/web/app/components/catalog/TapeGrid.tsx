import { Play } from 'lucide-react'
import { Link } from 'react-router'
import type { Tape } from '@haat/domain/catalog/entities'

/** Tape (short video) thumbnails in 9:16 frames, each linking to its player page. */
export function TapeGrid({ tapes, activeId }: { tapes: readonly Tape[]; activeId?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tapes.map((t) => (
        <li key={t.id}>
          <Link
            to={`/binge/${t.id}`}
            aria-current={t.id === activeId ? 'true' : undefined}
            className="group relative block aspect-[9/16] overflow-hidden rounded-card bg-neel-900 aria-[current=true]:ring-4 aria-[current=true]:ring-saffron-500"
          >
            <img
              src={t.thumbnailUrl}
              alt=""
              width={270}
              height={480}
              loading="lazy"
              className="size-full object-cover opacity-90 transition-transform duration-300 group-hover:scale-105"
            />
            <span className="absolute inset-0 bg-gradient-to-t from-ink/85 via-transparent to-transparent" />
            <Play aria-hidden="true" className="absolute top-3 right-3 size-5 fill-paper text-paper" />
            <span className="absolute inset-x-3 bottom-3 text-sm leading-snug font-semibold text-paper">
              {t.product.title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
