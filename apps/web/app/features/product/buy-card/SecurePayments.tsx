import { lazy, Suspense } from 'react'
import { useT } from '../../../lib/i18n/use-t.ts'

// Only platform-channel products show the logos: their code loads with such a page, not with every
// product page (the product page's first JavaScript is held to 150 KB, decision 0280). The server
// renders the footer in full either way.
const SecurePaymentsPlatform = lazy(() =>
  import('./SecurePaymentsPlatform.tsx').then((m) => ({ default: m.SecurePaymentsPlatform })),
)

/**
 * The buy card's footer. §2: products sold through the e-commerce platform channel show the
 * secure-payments footer with the payment logos (their checkout runs on that platform's secure
 * checkout). Other products check out in the store itself, so their footer names what it takes.
 */
export function SecurePayments({ platform }: { platform: boolean }) {
  const t = useT()
  if (!platform)
    return (
      <p
        className="border-t border-line bg-sand/60 px-5 py-3 text-xs text-ink-soft"
        data-testid="store-payments"
      >
        {t('Pay by UPI, card or cash on delivery at checkout.')}
      </p>
    )
  return (
    <div
      className="flex min-h-12 flex-wrap items-center justify-between gap-3 border-t border-line bg-sand/60 px-5 py-3"
      data-testid="secure-payments"
    >
      <Suspense fallback={null}>
        <SecurePaymentsPlatform />
      </Suspense>
    </div>
  )
}
