import { ShoppingBag } from '../../../components/icon/icons.ts'
import { ADDING, GO_TO_CART } from '@haat/domain/constants/messages'
import type { ButtonState } from '@haat/domain/rules/cart-button'
import { Button } from '../../../components/ui/Button.tsx'
import type { ButtonSize } from '../../../components/ui/button.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  state: ButtonState
  onClick: () => void
  size?: ButtonSize
  /** Phones: the icon alone (the label stays for screen readers). */
  compact?: boolean
  className?: string
}

/** The §4 cart button: its label and disabled flag come from cartButtonState / bagButtonState. */
export function AddToCartButton({ state, onClick, size = 'lg', compact = false, className = '' }: Props) {
  const t = useT()
  const inCart = state.label === GO_TO_CART
  return (
    <Button
      variant={inCart ? 'secondary' : 'dark'}
      size={size}
      disabled={state.disabled}
      aria-busy={state.label === ADDING || undefined}
      onClick={onClick}
      className={`${compact ? 'max-sm:w-11 max-sm:px-0' : ''} ${className}`}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      <span className={compact ? 'max-sm:sr-only' : ''}>{t(state.label, state.values)}</span>
    </Button>
  )
}
