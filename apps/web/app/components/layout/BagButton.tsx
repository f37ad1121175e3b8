import { ShoppingBag } from '../icon/icons.ts'
import { cartActions, selectCartCount } from '../../store/cart-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { IconButton } from '../ui/IconButton.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** Opens the cart overlay; the count is the number of units in the bag. */
export function BagButton() {
  const count = useAppSelector(selectCartCount)
  const dispatch = useAppDispatch()
  const t = useT()
  return (
    <IconButton
      label={t('{count, plural, =0 {Bag, empty} one {Bag, # item} other {Bag, # items}}', { count })}
      onClick={() => dispatch(cartActions.cartOpened(true))}
    >
      <ShoppingBag aria-hidden="true" className="size-5.5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-saffron-700 px-1 text-[0.6875rem] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IconButton>
  )
}
