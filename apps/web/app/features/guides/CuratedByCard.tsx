import { CURATED_BY } from '@haat/domain/constants/messages'
import { CuratorPhoto } from './CuratorPhoto.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** The hero's "Curated by" card: who picked these products, with their photo when it loads. */
export function CuratedByCard({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const t = useT()
  return (
    <figure
      data-testid="curated-by"
      className="inline-flex items-center gap-3 rounded-card border border-line bg-card py-2.5 pr-5 pl-2.5 shadow-card"
    >
      <CuratorPhoto url={photoUrl} name={name} />
      <figcaption className="leading-tight">
        <span className="block text-xs font-semibold tracking-wider text-ink-faint uppercase">
          {t(CURATED_BY)}
        </span>
        <span className="block font-display text-lg font-semibold text-ink">{name}</span>
      </figcaption>
    </figure>
  )
}
