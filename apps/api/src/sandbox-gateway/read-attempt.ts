// What the hosted page's form asks the sandbox to do: the documented test inputs decide the outcome
// (Razorpay's test UPI ids success@razorpay / failure@razorpay; a declined test card). Only a card's
// last four digits and network go further, as in Razorpay's payment entity.
import { cardDigits, expiryValid, isExpiryFormat, isUpiId, luhnValid } from './test-inputs.ts'
import type { PaymentOutcome } from './protocol/payments.ts'

export const DECLINED_TEST_CARD = '4000000000000002'
export const FAILING_TEST_UPI = 'failure@razorpay'

const network = (digits: string) =>
  digits.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(digits)
      ? 'MasterCard'
      : /^6/.test(digits)
        ? 'RuPay'
        : 'Unknown'

export type AttemptForm = Partial<
  Record<'method' | 'vpa' | 'card_number' | 'card_expiry' | 'card_cvv', string>
>

/** The outcome to record, or what the shopper must fix on the page (nothing is recorded then). */
export function readAttempt(form: AttemptForm): PaymentOutcome | { fix: string } {
  if (form.method === 'card') {
    const digits = cardDigits(form.card_number ?? '')
    if (!luhnValid(digits)) return { fix: 'Check the card number' }
    if (!isExpiryFormat(form.card_expiry ?? '')) return { fix: 'Enter the expiry as MM/YY' }
    if (!expiryValid(form.card_expiry ?? '')) return { fix: 'This card has expired' }
    if (!/^[0-9]{3,4}$/.test((form.card_cvv ?? '').trim())) return { fix: 'Enter the 3 or 4 digit CVV' }
    if (digits === DECLINED_TEST_CARD)
      return {
        status: 'failed',
        method: 'card',
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment was declined by the bank',
      }
    return { status: 'captured', method: 'card', last4: digits.slice(-4), network: network(digits) }
  }
  const vpa = (form.vpa ?? '').trim().toLowerCase()
  if (!isUpiId(vpa)) return { fix: 'Enter a UPI ID like success@razorpay' }
  if (vpa === FAILING_TEST_UPI)
    return {
      status: 'failed',
      method: 'upi',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment was unsuccessful as the UPI request was declined',
    }
  return { status: 'captured', method: 'upi' }
}
