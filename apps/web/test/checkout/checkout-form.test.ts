// The checkout form's checks (§5-style rules shared with the API), input shaping and server messages.
import { describe, expect, it } from 'vitest'
import {
  cardNumberInput,
  emptyCheckoutForm,
  expiryInput,
  payBody,
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
  upiId: 'asha@okbank',
}
const now = new Date('2026-11-22T00:00:00Z')

describe('validateCheckout', () => {
  it('accepts a complete UPI form and names every missing address field', () => {
    expect(validateCheckout(filled, now)).toEqual({})
    expect(Object.keys(validateCheckout(emptyCheckoutForm, now)).sort()).toEqual(
      ['city', 'line1', 'name', 'phone', 'pincode', 'state', 'upiId'].sort(),
    )
  })

  it('pincode: six digits, not starting with 0; silent while fewer than six are typed', () => {
    expect(pincodeInput('56a0-0019')).toBe('560001')
    expect(pincodeError('5600', false)).toBeUndefined()
    expect(pincodeError('5600', true)).toMatch(/6 digits/)
    expect(pincodeError('060001', false)).toMatch(/does not start with 0/)
    expect(pincodeError('560001', false)).toBeUndefined()
    expect(validateCheckout({ ...filled, pincode: '012345' }, now).pincode).toBeDefined()
  })

  it('phone: ten digits, +91 allowed', () => {
    expect(validateCheckout({ ...filled, phone: '98765' }, now).phone).toBeDefined()
    expect(validateCheckout({ ...filled, phone: '9876543210' }, now).phone).toBeUndefined()
  })

  it('UPI id like name@bank; card number by Luhn, MM/YY not past, CVC 3-4 digits; COD needs nothing', () => {
    expect(validateCheckout({ ...filled, upiId: 'asha' }, now).upiId).toBeDefined()
    const card = {
      ...filled,
      method: 'CARD' as const,
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/27',
      cvc: '123',
    }
    expect(validateCheckout(card, now)).toEqual({})
    expect(validateCheckout({ ...card, cardNumber: '4111 1111 1111 1112' }, now).cardNumber).toBeDefined()
    expect(validateCheckout({ ...card, expiry: '10/26' }, now).expiry).toBe('This card has expired')
    expect(validateCheckout({ ...card, expiry: '13/27' }, now).expiry).toMatch(/MM\/YY/)
    expect(validateCheckout({ ...card, cvc: '12' }, now).cvc).toBeDefined()
    expect(validateCheckout({ ...filled, method: 'COD', upiId: '' }, now)).toEqual({})
  })

  it('shapes card input as typed', () => {
    expect(cardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(expiryInput('1227')).toBe('12/27')
    expect(expiryInput('1')).toBe('1')
  })
})

describe('payBody', () => {
  it('sends the address and only the chosen payment method', () => {
    expect(payBody(filled)).toEqual({
      address: {
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      payment: { method: 'UPI', upiId: 'asha@okbank' },
    })
    expect(payBody({ ...filled, method: 'COD', line2: ' Flat 4 ' }).payment).toEqual({ method: 'COD' })
    expect(payBody({ ...filled, line2: ' Flat 4 ' }).address.line2).toBe('Flat 4')
  })
})

describe('serverFieldErrors', () => {
  const message = 'body.address.pincode: must be exactly 6 digits; body.payment.upiId: must be a UPI id'
  it("lays the API's 400 issues onto the fields they name, whatever the message says", () => {
    expect(
      serverFieldErrors(
        [
          { path: ['body', 'address', 'pincode'], message: 'must be exactly 6 digits, the first not 0' },
          { path: ['body', 'payment', 'upiId'], message: 'must be a UPI id like name@bank' },
        ],
        'a message in some other wording',
      ),
    ).toEqual({
      pincode: 'Must be exactly 6 digits, the first not 0',
      upiId: 'Must be a UPI id like name@bank',
    })
  })
  it('sends an issue that names no form field, and a 400 without issues, to the payment section', () => {
    expect(
      serverFieldErrors([{ path: ['body', 'payment', 'method'], message: 'Invalid option' }], message),
    ).toEqual({ payment: 'body.payment.method: Invalid option' })
    expect(serverFieldErrors([{ path: ['body', 'items', 0], message: 'x' }], message)).toEqual({
      payment: 'body.items.0: x',
    })
    expect(serverFieldErrors([], 'Card declined')).toEqual({ payment: 'Card declined' })
  })
})
