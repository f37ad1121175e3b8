// The order list's filters: a plain GET form (status, brand for the store's admin, days placed).
import { Form } from 'react-router'
import { ORDER_STATUSES } from '@haat/domain/rules/checkout'
import { Button } from '../../components/ui/Button.tsx'
import { field, label } from './AdminFrame.tsx'
import { BrandSelect, type BrandOption } from './BrandSelect.tsx'

type Values = { status?: string; brand?: string; from?: string; to?: string }

export function OrderFilters({ brands, values }: { brands: readonly BrandOption[] | null; values: Values }) {
  return (
    <Form
      method="get"
      className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end"
    >
      <label className={label}>
        Status
        <select name="status" defaultValue={values.status ?? ''} className={field}>
          <option value="">Any</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s.charAt(0) + s.slice(1).toLowerCase()}
            </option>
          ))}
        </select>
      </label>
      {brands && <BrandSelect brands={brands} value={values.brand} anyLabel="Any" />}
      <label className={label}>
        From
        <input type="date" name="from" defaultValue={values.from} className={field} />
      </label>
      <label className={label}>
        To
        <input type="date" name="to" defaultValue={values.to} className={field} />
      </label>
      <Button type="submit" variant="dark">
        Filter
      </Button>
    </Form>
  )
}
