import type { Product } from '@haat/domain/catalog/product'
import { visibleOptions } from '@haat/domain/rules/selection'
import { selectionPhoto } from '../selection/cart-lines.ts'
import { Thumb } from '../../../components/Thumb.tsx'
import type { ProductSelection } from '../selection/use-product-selection.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

/** The buy card's photo of the selected variant, with what is selected and whether it is in stock. */
export function SelectedVariantSummary({
  product,
  selection,
}: {
  product: Product
  selection: ProductSelection
}) {
  const { state, status } = selection
  const t = useT()
  const names = visibleOptions(product.options).map((o) => o.name)
  const picked = names.filter((n) => !status.missingChoices.includes(n)).map((n) => state.selectedOption[n])
  const detail = status.isBatch
    ? t('Mix and match your pack')
    : status.missingChoices.length > 0
      ? t('Choose {options}', { options: status.missingChoices.join(t(' and ')) })
      : picked.join(' / ') || t('One size')
  return (
    <div className="flex items-center gap-3">
      <Thumb url={selectionPhoto(product, state)} size={72} />
      <div className="min-w-0 space-y-0.5">
        <p className="line-clamp-1 text-sm font-semibold">{product.title}</p>
        <p className="text-sm text-ink-soft">{detail}</p>
        <p className={`text-xs font-semibold ${status.availableForSale ? 'text-leaf-700' : 'text-rani-600'}`}>
          {t(
            status.availableForSale
              ? 'In stock'
              : state.selectedVariant
                ? 'Sold out'
                : 'This combination is not available',
          )}
        </p>
      </div>
    </div>
  )
}
