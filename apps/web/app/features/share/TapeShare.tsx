// Share one tape (issue 17 §4, decision 0782): icons in the bar under the video, linking to the tape's
// own page (/binge/{id}), whose Open Graph tags give WhatsApp the product's name and the tape's poster.
// The buttons load as their own chunk; the fallback keeps the bar's layout while they do.
import { lazy, Suspense } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import { useT } from '../../lib/i18n/use-t.ts'

const ShareButtons = lazy(() =>
  import('./ShareButtons.tsx').then(({ ShareButtons: buttons }) => ({ default: buttons })),
)

export function TapeShare({ tape }: { tape: Pick<Tape, 'id' | 'product'> }) {
  const t = useT()
  return (
    <Suspense fallback={<div aria-hidden="true" className="w-22 shrink-0" />}>
      <ShareButtons
        compact
        text={t('{title}: watch it on Haat', { title: tape.product.title })}
        path={`/binge/${tape.id}`}
      />
    </Suspense>
  )
}
