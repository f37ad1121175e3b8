// Prints the payment fuzz's figures (the payments table of docs/reliability.md); true when it kept every rule.
import type { fuzzPayments } from './payment-fuzz.ts'

export function printPaymentFuzz(run: Awaited<ReturnType<typeof fuzzPayments>>): boolean {
  const { ledger, breaks } = run
  console.log('payments (Razorpay contract fake):')
  console.log(`  answers by step: ${JSON.stringify(run.byAction)}`)
  console.log(`  handler results verified: ${JSON.stringify(run.verifies)}`)
  console.log(`  webhooks sent: ${JSON.stringify(run.webhooks)}`)
  console.log(
    `  orders: ${ledger.orders}  paid: ${ledger.paid}  cancelled: ${ledger.cancelled}  ` +
      `captured payments: ${ledger.capturedPayments}  refunded: ${ledger.refundedPayments}`,
  )
  console.log(`  orders double-paid: ${ledger.doublePaid.length} ${ledger.doublePaid.join(' ')}`)
  console.log(`  charges lost: ${ledger.chargesLost.length} ${ledger.chargesLost.join(' ')}`)
  console.log(
    `  paid without a kept payment: ${ledger.paidWithoutMoney.length} ${ledger.paidWithoutMoney.join(' ')}`,
  )
  console.log(`  rule breaks: ${breaks.length}`)
  for (const b of breaks.slice(0, 20)) console.log(`  ${JSON.stringify(b)}`)
  return (
    breaks.length === 0 &&
    ledger.doublePaid.length === 0 &&
    ledger.chargesLost.length === 0 &&
    ledger.paidWithoutMoney.length === 0
  )
}
