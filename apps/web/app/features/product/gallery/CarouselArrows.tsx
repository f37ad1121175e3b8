import { ChevronLeft, ChevronRight } from '../../../components/icon/icons.ts'
import { useEffect, useState } from 'react'
import { IconButton } from '../../../components/ui/IconButton.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { EmblaApi } from './embla-api.ts'

/** Previous / next page arrows for a row carousel (desktop; phones swipe). */
export function CarouselArrows({ api, label }: { api: EmblaApi | undefined; label: string }) {
  const [ends, setEnds] = useState({ prev: false, next: false })
  const t = useT()
  useEffect(() => {
    if (!api) return
    const update = () => setEnds({ prev: api.canScrollPrev(), next: api.canScrollNext() })
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])
  if (!ends.prev && !ends.next) return null
  const look = 'border border-line bg-card disabled:opacity-40'
  return (
    <div className="hidden shrink-0 gap-2 md:flex">
      <IconButton
        label={t('Previous {label}', { label: t(label) })}
        disabled={!ends.prev}
        onClick={() => api?.scrollPrev()}
        className={look}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </IconButton>
      <IconButton
        label={t('Next {label}', { label: t(label) })}
        disabled={!ends.next}
        onClick={() => api?.scrollNext()}
        className={look}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </IconButton>
    </div>
  )
}
