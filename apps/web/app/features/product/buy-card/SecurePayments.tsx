import { ShieldCheck } from 'lucide-react'
import { PaymentMarks } from '../../../components/PaymentMarks.tsx'

/**
 * The buy card's footer. §2: products sold through the e-commerce platform channel show the
 * secure-payments footer with the payment logos (their checkout runs on that platform's secure
 * checkout). Other products check out in the store itself, so their footer names what it takes.
 */
export function SecurePayments({ platform }: { platform: boolean }) {
  if (!platform)
    return (
      <p
        className="border-t border-line bg-sand/60 px-5 py-3 text-xs text-ink-soft"
        data-testid="store-payments"
      >
        Pay by UPI, card or cash on delivery at checkout.
      </p>
    )
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-sand/60 px-5 py-3"
      data-testid="secure-payments"
    >
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-ink-soft">
        <ShieldCheck aria-hidden="true" className="size-4 text-leaf-600" />
        100% secure payments
      </p>
      <PaymentMarks />
    </div>
  )
}
