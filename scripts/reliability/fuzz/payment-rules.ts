// The payment fuzz's rules and tallies: every answer is judged by the fuzz rules, except that trouble at
// the payment gateway may answer 502/503 (with { error, message }); the step's own checks are added to it.
// Handler results the browser could send: the genuine one, one with a forged signature, another order's.
import type { Rng } from '../lib/prng.ts'
import { problemsWith } from './check-answer.ts'

export type Handled = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
export type VerifyKind = 'genuine' | 'forged' | 'another order' | 'empty'
export type PaymentBreak = { step: number; action: string; status: number; problems: string[]; body: string }
type Answer = { statusCode: number; headers: Record<string, unknown>; body: string }

export function paymentRules() {
  const breaks: PaymentBreak[] = []
  const byAction: Record<string, Record<number, number>> = {}
  return {
    breaks,
    byAction,
    judge(step: number, action: string, res: Answer, extra: string[] = []) {
      ;(byAction[action] ??= {})[res.statusCode] = (byAction[action]?.[res.statusCode] ?? 0) + 1
      const problems = [
        ...problemsWith({ status: res.statusCode, headers: res.headers, body: res.body }, 'POST').filter(
          (p) => !/^status 50[23]$/.test(p),
        ),
        ...extra,
      ]
      if (problems.length)
        breaks.push({ step, action, status: res.statusCode, problems, body: res.body.slice(0, 300) })
    },
  }
}

/** A signature one hex digit off. */
const forge = (signature: string) => signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))

/** What to send to verify for an order: its own results, and those of the other orders. */
export function handlerResult(rng: Rng, own: Handled[], others: Handled[][]) {
  const mine = own.length ? rng.pick(own) : undefined
  const kinds: VerifyKind[] = [
    ...(mine ? (['genuine', 'genuine', 'forged'] as const) : []),
    ...(others.length ? (['another order'] as const) : []),
    'empty',
  ]
  const kind = rng.pick(kinds)
  const body: Partial<Handled> =
    kind === 'genuine'
      ? mine!
      : kind === 'forged'
        ? { ...mine!, razorpay_signature: forge(mine!.razorpay_signature) }
        : kind === 'another order'
          ? rng.pick(rng.pick(others))
          : {}
  return { kind, body }
}
