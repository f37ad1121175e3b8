// The checkout form's values and checks (the same rules the API applies, from the domain), the pay
// call's body, and the API's 400 issues laid back onto the fields they name.
import { isPincode, normalisePhone } from '@haat/domain/rules/pincode'
import { expiryValid, isExpiryFormat, isUpiId, luhnValid } from '@haat/domain/rules/payment'
import type { ApiIssue } from '@haat/domain/catalog/errors'
import type { PayBody } from '@haat/domain/rules/checkout-schema'
import type { PaymentMethod } from '@haat/domain/rules/checkout'

export type CheckoutForm = {
  name: string
  phone: string
  line1: string
  line2: string
  city: string
  state: string
  pincode: string
  method: PaymentMethod
  upiId: string
  cardNumber: string
  expiry: string
  cvc: string
}
export type CheckoutField = Exclude<keyof CheckoutForm, 'method'>
export type FieldErrors = Partial<Record<CheckoutField | 'payment', string>>

export const emptyCheckoutForm: CheckoutForm = {
  ...{ name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' },
  ...{ method: 'UPI', upiId: '', cardNumber: '', expiry: '', cvc: '' },
}

/** Pincodes take digits only, six at most: what the shopper types is kept to what can be valid. */
export const pincodeInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 6)

/** '4111111111111111' → '4111 1111 1111 1111' as typed; '0127' → '01/27'. */
export const cardNumberInput = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
export const expiryInput = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** The pincode's message while typing: nothing until six digits are in, then whether they can be one. */
export function pincodeError(pincode: string, final: boolean): string | undefined {
  if (!final && pincode.length < 6) return undefined
  if (!pincode) return 'Enter the 6-digit pincode'
  return isPincode(pincode) ? undefined : 'A pincode has 6 digits and does not start with 0'
}

export function validateCheckout(f: CheckoutForm, now = new Date()): FieldErrors {
  const e: FieldErrors = {}
  if (!f.name.trim()) e.name = 'Enter the name for delivery'
  if (!normalisePhone(f.phone)) e.phone = 'Enter a 10-digit mobile number'
  if (!f.line1.trim()) e.line1 = 'Enter the house, street or area'
  if (!f.city.trim()) e.city = 'Enter the city'
  if (!f.state) e.state = 'Choose the state'
  const pin = pincodeError(f.pincode, true)
  if (pin) e.pincode = pin
  if (f.method === 'UPI' && !isUpiId(f.upiId)) e.upiId = 'Enter a UPI id like name@bank'
  if (f.method === 'CARD') {
    if (!luhnValid(f.cardNumber)) e.cardNumber = 'Check the card number'
    if (!isExpiryFormat(f.expiry)) e.expiry = 'Enter the expiry as MM/YY'
    else if (!expiryValid(f.expiry, now)) e.expiry = 'This card has expired'
    if (!/^[0-9]{3,4}$/.test(f.cvc.trim())) e.cvc = 'Enter the 3 or 4 digit CVC'
  }
  return e
}

export function payBody(f: CheckoutForm): PayBody {
  const line2 = f.line2.trim()
  const address = {
    name: f.name.trim(),
    phone: f.phone.trim(),
    line1: f.line1.trim(),
    ...(line2 ? { line2 } : {}),
    city: f.city.trim(),
    state: f.state,
    pincode: f.pincode,
  }
  const payment: PayBody['payment'] =
    f.method === 'UPI'
      ? { method: 'UPI', upiId: f.upiId.trim() }
      : f.method === 'CARD'
        ? { method: 'CARD', cardNumber: f.cardNumber, expiry: f.expiry, cvc: f.cvc.trim() }
        : { method: 'COD' }
  return { address, payment }
}

const FIELDS = new Set<string>(['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'])
const PAYMENT_FIELDS = new Set<string>(['upiId', 'cardNumber', 'expiry', 'cvc'])

/**
 * The API's 400 issues (`{ path: ['body', 'address', 'pincode'], message }`) as field errors; an issue
 * that names no field of the form goes to the payment section, and so does a 400 without issues.
 */
export function serverFieldErrors(issues: readonly ApiIssue[], message: string): FieldErrors {
  if (issues.length === 0) return { payment: message }
  const e: FieldErrors = {}
  for (const issue of issues) {
    const [where, section, field, ...deeper] = issue.path
    const named =
      where === 'body' &&
      (section === 'address' || section === 'payment') &&
      typeof field === 'string' &&
      deeper.length === 0 &&
      (FIELDS.has(field) || PAYMENT_FIELDS.has(field))
    if (named) {
      e[field as CheckoutField] = `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}`
    } else {
      const part = `${issue.path.join('.')}: ${issue.message}`
      e.payment = e.payment ? `${e.payment}; ${part}` : part
    }
  }
  return e
}
