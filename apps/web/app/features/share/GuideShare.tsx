// Share a guide on WhatsApp or through the phone's share sheet (issue 17 §4, decision 0782), under its
// hero. The buttons are their own lazy chunk (shared with the product and tape pages, which import it
// each from their own file so that no route's first load grows); the server renders them, so the
// WhatsApp link works before any script has run.
import { lazy, Suspense } from 'react'
import type { Guide } from '@haat/domain/catalog/entities'
import { useT } from '../../lib/i18n/use-t.ts'

const ShareButtons = lazy(async () => ({
  default: (await import('./ShareButtons.tsx')).ShareButtons,
}))

export function GuideShare({ guide }: { guide: Pick<Guide, 'name' | 'headline' | 'paramName'> }) {
  const t = useT()
  return (
    <div className="max-w-md">
      <Suspense fallback={<div className="h-[3.75rem]" />}>
        <ShareButtons
          text={t('{name} on Haat: {headline}', { name: guide.name, headline: guide.headline })}
          path={`/guides/${guide.paramName}`}
        />
      </Suspense>
    </div>
  )
}
