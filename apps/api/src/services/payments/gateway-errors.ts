// The gateway's failures as the shopper's answers: unreachable, slow or 5xx → 503 (try again; nothing
// was charged or the payment will still be settled), a refusal → 502 with Razorpay's own description.
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { GatewayRejectedError, GatewayUnavailableError } from '../../adapters/payments/razorpay-entities.ts'
import { HttpError } from '../../http/errors.ts'

export async function viaGateway<T>(call: () => Promise<T>, unavailable: string): Promise<T> {
  try {
    return await call()
  } catch (err) {
    if (err instanceof GatewayUnavailableError)
      throw new HttpError(
        503,
        CHECKOUT_ERRORS.gatewayUnavailable,
        `${unavailable} Please try again in a moment.`,
      )
    if (err instanceof GatewayRejectedError)
      throw new HttpError(502, CHECKOUT_ERRORS.gatewayRejected, `The payment gateway refused: ${err.message}`)
    throw err
  }
}
