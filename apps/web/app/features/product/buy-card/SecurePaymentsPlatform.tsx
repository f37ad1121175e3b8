import { ShieldCheck } from '../../../components/icon/icons.ts'
import { PaymentMarks } from '../../../components/PaymentMarks.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

/** §2's secure-payments footer for platform-channel products: the claim and the payment logos. */
export function SecurePaymentsPlatform() {
  const t = useT()
  return (
    <>
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-ink-soft">
        <ShieldCheck aria-hidden="true" className="size-4 text-leaf-600" />
        {t('100% secure payments')}
      </p>
      <PaymentMarks />
    </>
  )
}
