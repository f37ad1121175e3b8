import { ShieldCheck } from 'lucide-react'
import { PaymentMarks } from './PaymentMarks.tsx'

/** §1/§2: products sold through the e-commerce platform channel check out on that platform's secure checkout. */
export function SecurePayments() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-sand/60 px-5 py-3">
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-ink-soft">
        <ShieldCheck aria-hidden="true" className="size-4 text-leaf-600" />
        100% secure payments
      </p>
      <PaymentMarks />
    </div>
  )
}
