import { Link } from 'react-router'
import { FOOTER_ITEMS } from '@haat/domain/constants/navigation'
import { Logo } from './Logo.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

const PAYMENT_METHODS = ['UPI', 'RuPay', 'Visa', 'Mastercard', 'Net banking']

export function SiteFooter() {
  const t = useT()
  return (
    <footer className="below-fold mt-16 border-t border-line bg-sand pb-20 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1.4fr_1fr_1fr] md:px-6">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-ink-soft">
            {t(
              'The online haat for independent Indian brands. Upvote what you love, unlock exclusive prices, and get it delivered anywhere in India.',
            )}
          </p>
        </div>
        <nav aria-label={t('Footer')}>
          <h2 className="mb-3 text-xs font-bold tracking-widest text-ink-faint uppercase">{t('Help')}</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_ITEMS.map(({ label, href }) => (
              <li key={label}>
                <Link to={href} className="text-ink hover:text-saffron-700 hover:underline">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-xs font-bold tracking-widest text-ink-faint uppercase">
            {t('Secure payments')}
          </h2>
          <ul className="flex flex-wrap gap-2" aria-label={t('Payment methods')}>
            {PAYMENT_METHODS.map((m) => (
              <li
                key={m}
                className="rounded-md border border-line bg-card px-2.5 py-1 text-xs font-semibold text-ink-soft"
              >
                {t(m)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-ink-soft">
            {t('Payments by card and UPI through our payment partner. Prices in ₹ INR, taxes included.')}
          </p>
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-ink-faint">
        {t('© {year} Haat · Made with chai in India', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
