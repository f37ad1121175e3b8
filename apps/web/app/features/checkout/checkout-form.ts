// The checkout form's values and checks (the same rules the API applies, from the domain), the pay
// calls' bodies, and the API's 400 issues laid back onto the fields they name. No card or UPI fields:
// those are typed on the payment gateway's own page.
import { isPincode, normalisePhone } from '@haat/domain/rules/pincode'
import type { Address, PayBody } from '@haat/domain/rules/checkout-schema'
import type { ApiIssue } from '@haat/domain/catalog/errors'

export type CheckoutForm = {
  name: string
  phone: string
  line1: string
  line2: string
  city: string
  state: string
  pincode: string
  /** Online through the gateway (UPI, cards, netbanking, wallets), or cash on delivery. */
  method: 'ONLINE' | 'COD'
}
export type CheckoutField = Exclude<keyof CheckoutForm, 'method'>
export type FieldErrors = Partial<Record<CheckoutField | 'payment', string>>

export const emptyCheckoutForm: CheckoutForm = {
  ...{ name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' },
  method: 'ONLINE',
}

/** Pincodes take digits only, six at most: what the shopper types is kept to what can be valid. */
export const pincodeInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 6)

/** The pincode's message while typing: nothing until six digits are in, then whether they can be one. */
export function pincodeError(pincode: string, final: boolean): string | undefined {
  if (!final && pincode.length < 6) return undefined
  if (!pincode) return 'Enter the 6-digit pincode'
  return isPincode(pincode) ? undefined : 'A pincode has 6 digits and does not start with 0'
}

export function validateCheckout(f: CheckoutForm): FieldErrors {
  const e: FieldErrors = {}
  if (!f.name.trim()) e.name = 'Enter the name for delivery'
  if (!normalisePhone(f.phone)) e.phone = 'Enter a 10-digit mobile number'
  if (!f.line1.trim()) e.line1 = 'Enter the house, street or area'
  if (!f.city.trim()) e.city = 'Enter the city'
  if (!f.state) e.state = 'Choose the state'
  const pin = pincodeError(f.pincode, true)
  if (pin) e.pincode = pin
  return e
}

export function checkoutAddress(f: CheckoutForm): Address {
  const line2 = f.line2.trim()
  return {
    name: f.name.trim(),
    phone: f.phone.trim(),
    line1: f.line1.trim(),
    ...(line2 ? { line2 } : {}),
    city: f.city.trim(),
    state: f.state,
    pincode: f.pincode,
  }
}

export const codBody = (f: CheckoutForm): PayBody => ({
  address: checkoutAddress(f),
  payment: { method: 'COD' },
})

const FIELDS = new Set<string>(['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'])

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
      FIELDS.has(field)
    if (named) {
      e[field as CheckoutField] = `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}`
    } else {
      const part = `${issue.path.join('.')}: ${issue.message}`
      e.payment = e.payment ? `${e.payment}; ${part}` : part
    }
  }
  return e
}
