// The store admin's brand choice (orders, insights: by id; imports: by slug), or none chosen.
import { field, label } from './AdminFrame.tsx'

export type BrandOption = { brandId: number; brandName: string; brandSlug?: string }

export function BrandSelect({
  brands,
  value,
  anyLabel,
  by = 'id',
}: {
  brands: readonly BrandOption[]
  value: string | number | undefined
  anyLabel: string
  by?: 'id' | 'slug'
}) {
  return (
    <label className={label}>
      Brand
      <select name="brand" defaultValue={value ?? ''} className={field}>
        <option value="">{anyLabel}</option>
        {brands.map((b) => (
          <option key={b.brandId} value={by === 'slug' ? b.brandSlug : b.brandId}>
            {b.brandName}
          </option>
        ))}
      </select>
    </label>
  )
}
