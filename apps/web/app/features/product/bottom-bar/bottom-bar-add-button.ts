import { SELECT_MINIMUM_QUANTITY, SELECT_OR_MORE } from '@haat/domain/constants/messages'
import type { ButtonState } from '@haat/domain/rules/cart-button'
import type { BuyActions } from '../buy-card/use-buy-actions.ts'
import type { SelectionStatus } from '../selection/selection-status.ts'

/**
 * The bar is too narrow for 'Select Minimum Quantity': below the batch minimum it reads the §5 buy text
 * 'Select {N} or more' and stays tappable, taking the shopper to the batch picker (decision 0221).
 */
export function bottomBarAddButton(
  actions: Pick<BuyActions, 'button'>,
  status: SelectionStatus,
): ButtonState {
  if (actions.button.label === SELECT_MINIMUM_QUANTITY && status.batchMin) {
    return { label: SELECT_OR_MORE, values: { min: status.batchMin }, disabled: false }
  }
  return actions.button
}
