// The "also bought" row's placeholder: a title line and one line of cards at the carousel's widths,
// so nothing moves when the row lands (decision 0811).
import { ProductCardSkeleton } from '../../../components/ui/Skeleton.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

export function AlsoBoughtSkeleton() {
  const t = useT()
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('Loading products…')}</span>
      <div aria-hidden="true" className="h-8 w-2/3 max-w-md animate-pulse rounded-lg bg-sand md:h-9" />
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 md:mx-0 md:gap-5 md:px-0">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="min-w-0 shrink-0 basis-[46%] sm:basis-[40%] md:basis-[30%] lg:basis-[23%]">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  )
}
