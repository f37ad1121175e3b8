// Shopify checkouts started from this bag (decision 0622): their lines left the bag for that checkout;
// the shopper can go back to it, or put the lines back in the bag (then the old checkout is forgotten).
import { ExternalLink } from '../../../components/icon/icons.ts'
import { buttonClasses } from '../../../components/ui/button.ts'
import { Button } from '../../../components/ui/Button.tsx'
import { useLocale, useT } from '../../../lib/i18n/use-t.ts'
import { brandList } from '../../cart/checkout-parts.ts'
import type { StartedCheckout } from '../../checkout/started-checkouts.ts'

type Props = { started: readonly StartedCheckout[]; onPutBack: (s: StartedCheckout) => void }

export function StartedCheckouts({ started, onPutBack }: Props) {
  const t = useT()
  const locale = useLocale()
  if (!started.length) return null
  return (
    <section
      aria-label={t('Checkouts you started on Shopify')}
      className="space-y-2"
      data-testid="started-checkouts"
    >
      {started.map((s) => {
        const units = s.items.reduce((n, i) => n + i.quantity, 0)
        return (
          <div key={s.checkoutUrl} className="rounded-xl border border-line bg-sand/60 p-3 text-sm">
            <p className="font-semibold">
              {t("Checkout started on {brands}'s store ({count, plural, one {# item} other {# items}})", {
                brands: brandList(s.brands, locale, t('the brand')),
                count: units,
              })}
            </p>
            <p className="text-xs text-ink-soft">
              {t('Those items are in that checkout now, not in this bag.')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <a href={s.checkoutUrl} className={buttonClasses('secondary', 'sm')}>
                {t('Continue that checkout')} <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
              <Button variant="ghost" size="sm" onClick={() => onPutBack(s)}>
                {t('Put back in bag')}
              </Button>
            </div>
          </div>
        )
      })}
    </section>
  )
}
