// What the shopper reads when a checkout cannot start. The API's messages name the problem (which
// product is out of stock, how many units a batch needs), so they are shown as they are.
import { CHECKOUT_ERRORS, SIGN_IN_TO_CHECK_OUT } from '@haat/domain/rules/checkout'
import { isApiRequestError } from '../../lib/api/transport.ts'

export const needsSignIn = (err: unknown) =>
  isApiRequestError(err) && (err.code === CHECKOUT_ERRORS.signInRequired || err.status === 401)

export function checkoutErrorMessage(err: unknown): string {
  if (needsSignIn(err)) return SIGN_IN_TO_CHECK_OUT
  if (isApiRequestError(err) && err.status === 429)
    return 'Too many attempts. Please wait a moment and try again.'
  if (isApiRequestError(err) && err.status >= 500 && err.code !== CHECKOUT_ERRORS.checkoutUnavailable)
    return 'Checkout is not available right now. Please try again in a moment.'
  return err instanceof Error ? err.message : 'Checkout could not start. Please try again.'
}
