// The built-in test provider (docs/decisions/0303): completes every well-formed UPI id and valid card,
// except the two documented decline triggers, so checkout can be shown and tested end to end.
import { randomUUID } from 'node:crypto'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import type { PaymentProvider } from './payment-provider.ts'

export const DECLINED_CARD = '4000000000000002'
export const DECLINED_UPI = 'fail@upi'

const declined = (message: string) => ({ ok: false as const, code: CHECKOUT_ERRORS.paymentDeclined, message })

export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    async authorize(_order, payment) {
      if (payment.method === 'CARD' && payment.cardNumber === DECLINED_CARD) return declined('Card declined')
      if (payment.method === 'UPI' && payment.upiId.toLowerCase() === DECLINED_UPI) {
        return declined('UPI payment declined')
      }
      return { ok: true, reference: `test_${randomUUID()}` }
    },
  }
}
