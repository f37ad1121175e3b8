// Spec §2/§4 variant picker bottom sheet, mounted once in the shell. Opens when the cart slice's sheet
// flag is set with a slug (product cards dispatch it), fetches that product, closes in 300 ms.
import { SHEET_CLOSE_MS } from '@haat/domain/constants/timings'
import { DataFallback } from '../../../components/DataFallback.tsx'
import { Sheet } from '../../../components/ui/Sheet.tsx'
import { TextSkeleton } from '../../../components/ui/Skeleton.tsx'
import { cartActions } from '../../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../../store/store.ts'
import { SheetPicker } from './SheetPicker.tsx'
import { useSheetProduct } from './use-sheet-product.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

export function VariantSheet() {
  const t = useT()
  const dispatch = useAppDispatch()
  const open = useAppSelector((s) => s.cart.isBottomSheetOpen)
  const slug = useAppSelector((s) => s.cart.variantSlug)
  const { product, loading, error, retry } = useSheetProduct(open ? slug : null)
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && dispatch(cartActions.bottomSheetClosed())}
      title={product?.title ?? t('Choose your option')}
      hideTitle
      durationMs={SHEET_CLOSE_MS}
    >
      <div className="mx-auto w-full max-w-lg" data-testid="variant-sheet">
        {product && product.slug === slug ? (
          <SheetPicker key={product.id} product={product} />
        ) : loading ? (
          <div className="space-y-4 p-5">
            <TextSkeleton lines={4} />
          </div>
        ) : error ? (
          <DataFallback className="m-5" error={error} onRetry={retry} />
        ) : null}
      </div>
    </Sheet>
  )
}
