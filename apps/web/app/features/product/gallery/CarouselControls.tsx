import type { EmblaApi } from './embla-api.ts'
import { ChevronLeft, ChevronRight } from '../../../components/icon/icons.ts'
import { IconButton } from '../../../components/ui/IconButton.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = { api: EmblaApi | undefined; index: number; count: number; label: string }

/** Previous / next arrows and position dots under a carousel. */
export function CarouselControls({ api, index, count, label }: Props) {
  const t = useT()
  if (count < 2) return null
  return (
    <div className="flex items-center justify-center gap-3">
      <IconButton
        label={t('Previous {label}', { label: t(label) })}
        disabled={index === 0}
        onClick={() => api?.scrollPrev()}
        className="border border-line bg-card disabled:opacity-40"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </IconButton>
      <div className="flex gap-1.5">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={t('Go to {label} {n} of {count}', { label: t(label), n: i + 1, count })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => api?.scrollTo(i)}
            className={`h-2 rounded-full transition-all ${i === index ? 'w-6 bg-ink' : 'w-2 bg-line hover:bg-ink-faint'}`}
          />
        ))}
      </div>
      <IconButton
        label={t('Next {label}', { label: t(label) })}
        disabled={index === count - 1}
        onClick={() => api?.scrollNext()}
        className="border border-line bg-card disabled:opacity-40"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </IconButton>
    </div>
  )
}
