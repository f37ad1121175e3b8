// Mounted once in the shell: the local cart's storage (always), and the cart overlay and variant sheet,
// whose code (the sheet, pickers) loads the first time one of them is asked for, not with every page.
import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../store/store.ts'
import { useCartPersistence } from './cart/use-cart-persistence.ts'
import { useOnceAsked } from './use-once-asked.ts'

const CartOverlay = lazy(() => import('./cart/CartOverlay.tsx').then((m) => ({ default: m.CartOverlay })))
const VariantSheet = lazy(() => import('./sheet/VariantSheet.tsx').then((m) => ({ default: m.VariantSheet })))

export function ProductOverlays() {
  useCartPersistence()
  const cart = useOnceAsked(useAppSelector((s) => s.cart.isCartOpen))
  const sheet = useOnceAsked(useAppSelector((s) => s.cart.isBottomSheetOpen))
  return (
    <Suspense fallback={null}>
      {sheet && <VariantSheet />}
      {cart && <CartOverlay />}
    </Suspense>
  )
}
