// The checkout form's checks (§5-style rules shared with the API), input shaping and server messages.
import { describe, expect, it } from 'vitest'
import {
  checkoutAddress,
  codBody,
  emptyCheckoutForm,
  pincodeError,
  pincodeInput,
  serverFieldErrors,
  validateCheckout,
  type CheckoutForm,
} from '../../app/features/checkout/checkout-form.ts'

const filled: CheckoutForm = {
  ...emptyCheckoutForm,
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
}

describe('validateCheckout', () => {
  it("accepts a complete address and names every missing address field (payment details are the gateway's)", () => {
    expect(validateCheckout(filled)).toEqual({})
    expect(Object.keys(validateCheckout(emptyCheckoutForm)).sort()).toEqual(
      ['city', 'line1', 'name', 'phone', 'pincode', 'state'].sort(),
    )
  })

  it('pincode: six digits, not starting with 0; silent while fewer than six are typed', () => {
    expect(pincodeInput('56a0-0019')).toBe('560001')
    expect(pincodeError('5600', false)).toBeUndefined()
    expect(pincodeError('5600', true)).toMatch(/6 digits/)
    expect(pincodeError('060001', false)).toMatch(/does not start with 0/)
    expect(pincodeError('560001', false)).toBeUndefined()
    expect(validateCheckout({ ...filled, pincode: '012345' }).pincode).toBeDefined()
  })

  it('phone: ten digits, +91 allowed', () => {
    expect(validateCheckout({ ...filled, phone: '98765' }).phone).toBeDefined()
    expect(validateCheckout({ ...filled, phone: '9876543210' }).phone).toBeUndefined()
  })
})

describe('checkoutAddress and codBody', () => {
  it('sends the address trimmed, and cash on delivery as the only payment the store takes', () => {
    expect(codBody(filled)).toEqual({
      address: {
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      payment: { method: 'COD' },
    })
    expect(checkoutAddress({ ...filled, line2: ' Flat 4 ' }).line2).toBe('Flat 4')
  })
})

describe('serverFieldErrors', () => {
  const message = 'body.address.pincode: must be exactly 6 digits; body.address.phone: must be 10 digits'
  it("lays the API's 400 issues onto the fields they name, whatever the message says", () => {
    expect(
      serverFieldErrors(
        [
          { path: ['body', 'address', 'pincode'], message: 'must be exactly 6 digits, the first not 0' },
          { path: ['body', 'address', 'phone'], message: 'must be a 10-digit phone number' },
        ],
        'a message in some other wording',
      ),
    ).toEqual({
      pincode: 'Must be exactly 6 digits, the first not 0',
      phone: 'Must be a 10-digit phone number',
    })
  })
  it('sends an issue that names no form field, and a 400 without issues, to the payment section', () => {
    expect(
      serverFieldErrors([{ path: ['body', 'payment', 'method'], message: 'Invalid option' }], message),
    ).toEqual({ payment: 'body.payment.method: Invalid option' })
    expect(serverFieldErrors([{ path: ['body', 'items', 0], message: 'x' }], message)).toEqual({
      payment: 'body.items.0: x',
    })
    expect(serverFieldErrors([], 'Payment not completed')).toEqual({ payment: 'Payment not completed' })
  })
})
