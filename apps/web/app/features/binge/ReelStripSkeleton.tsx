// A reel strip's placeholder (decision 0839): its title line and a line of reel frames at the strip's
// widths, with the two lines of text under each, so nothing moves when the strip lands.
import { Skeleton } from '../../components/ui/Skeleton.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

export function ReelStripSkeleton() {
  const t = useT()
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('Loading…')}</span>
      <Skeleton className="h-8 w-1/2 max-w-xs md:h-9" />
      <div className="-mx-4 overflow-hidden px-4 md:mx-0 md:px-0">
        <div className="-ml-3 flex md:-ml-4">
          {Array.from({ length: 6 }, (_, i) => (
            <div
              key={i}
              className="min-w-0 shrink-0 basis-[44%] space-y-2 pl-3 sm:basis-[30%] md:basis-[22%] md:pl-4 lg:basis-[18.5%]"
            >
              <Skeleton className="aspect-[9/16] rounded-card" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
