// The insights page's range and scope: a plain GET form (last 7, 30 or 90 days; the store admin also
// picks a brand). A product's insights come from the product table's links and keep their product.
import { Form, Link } from 'react-router'
import { INSIGHT_RANGES } from '@haat/domain/admin/insight-ranges'
import type { Insights } from '@haat/domain/admin/insights'
import { Button } from '../../../components/ui/Button.tsx'
import { field, label } from '../AdminFrame.tsx'
import { BrandSelect, type BrandOption } from '../BrandSelect.tsx'

export function InsightsFilters({
  brands,
  days,
  scope,
}: {
  brands: readonly BrandOption[] | null
  days: number
  scope: Insights['scope']
}) {
  return (
    <Form method="get" className="grid grid-cols-2 gap-3 md:grid-cols-[12rem_16rem_auto_1fr] md:items-end">
      <label className={label}>
        Range
        <select name="days" defaultValue={days} className={field}>
          {INSIGHT_RANGES.map((n) => (
            <option key={n} value={n}>
              Last {n} days
            </option>
          ))}
        </select>
      </label>
      {scope.product ? (
        <input type="hidden" name="product" value={scope.product.id} />
      ) : (
        brands && <BrandSelect brands={brands} value={scope.brand?.id} anyLabel="Every brand" />
      )}
      <Button type="submit" variant="dark">
        Show
      </Button>
      {scope.product && (
        <p className="col-span-2 text-sm md:col-span-1">
          {scope.product.name} ·{' '}
          <Link className="font-semibold underline" to={`?days=${days}&brand=${scope.brand?.id ?? ''}`}>
            all of {scope.brand?.name}
          </Link>
        </p>
      )}
    </Form>
  )
}
