// 'Size Chart' (only when the product has one) and 'Shipping Guide' links, each opening its modal (§2).
import { Ruler, Truck } from '../../../components/icon/icons.ts'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Product } from '@haat/domain/catalog/product'
import { SHIPPING_GUIDE, SIZE_CHART } from '@haat/domain/constants/messages'
import { useOnceAsked } from '../use-once-asked.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

// Loaded on first use: the dialog and carousel code stays out of the page's first download.
const ShippingModal = lazy(() =>
  import('../modals/ShippingModal.tsx').then((m) => ({ default: m.ShippingModal })),
)
const SizeChartModal = lazy(() =>
  import('../modals/SizeChartModal.tsx').then((m) => ({ default: m.SizeChartModal })),
)

type Props = { product: Pick<Product, 'title' | 'sizeChart' | 'shippingDetails' | 'returnPolicy'> }

export function BuyCardLinks({ product }: Props) {
  const t = useT()
  const [open, setOpen] = useState<'size' | 'shipping' | null>(null)
  const chart = product.sizeChart?.images ?? []
  const onOpenChange = (o: boolean) => !o && setOpen(null)
  const sizeWanted = useOnceAsked(open === 'size')
  const shippingWanted = useOnceAsked(open === 'shipping')
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-2">
      {chart.length > 0 && (
        <LinkButton icon={<Ruler aria-hidden="true" className="size-4" />} onClick={() => setOpen('size')}>
          {t(SIZE_CHART)}
        </LinkButton>
      )}
      <LinkButton icon={<Truck aria-hidden="true" className="size-4" />} onClick={() => setOpen('shipping')}>
        {t(SHIPPING_GUIDE)}
      </LinkButton>
      <Suspense fallback={null}>
        {sizeWanted && (
          <SizeChartModal
            open={open === 'size'}
            onOpenChange={onOpenChange}
            images={chart}
            productTitle={product.title}
          />
        )}
        {shippingWanted && (
          <ShippingModal
            open={open === 'shipping'}
            onOpenChange={onOpenChange}
            shippingDetails={product.shippingDetails}
            returnPolicy={product.returnPolicy}
          />
        )}
      </Suspense>
    </div>
  )
}

function LinkButton({
  icon,
  onClick,
  children,
}: {
  icon: ReactNode
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
    >
      {icon}
      {children}
    </button>
  )
}
