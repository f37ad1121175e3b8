// Said plainly before checkout when the bag's items are paid in different places (decision 0622).
import { Info } from '../../../components/icon/icons.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

export function MixedBagNotice({ parts }: { parts: number }) {
  const t = useT()
  return (
    <div
      role="note"
      className="flex gap-2.5 rounded-xl bg-saffron-50 p-3 text-sm"
      data-testid="mixed-bag-notice"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
      <div>
        <p className="font-bold">{t('Your bag checks out in {count} parts', { count: parts })}</p>
        <p className="text-ink-soft">
          {t(
            'Some brands sell through their own Shopify store, so their items are paid there. Check out one part, then come back for the next: the other items stay in your bag.',
          )}
        </p>
      </div>
    </div>
  )
}
