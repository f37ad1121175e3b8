// A brand's page in the admin: name, city, description, logo and banner, and (store admins only) the
// featured flag and sales channel; a brand user's form carries those two back unchanged (decision 0767).
import { Form } from 'react-router'
import type { AdminBrand } from '@haat/domain/admin/brand-edit'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label, TextField } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

const box = 'grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6'
const CHANNELS = {
  HAAT: 'Built-in checkout (this store)',
  SHOPIFY: "E-commerce platform (the brand's Shopify store)",
}

type Props = { brand: AdminBrand; csrf: string; errors: FormErrors; storeAdmin: boolean }

export function BrandForm({ brand, csrf, errors, storeAdmin }: Props) {
  const { edit } = brand
  return (
    <Form method="post" className={box}>
      <Csrf token={csrf} />
      <input type="hidden" name="intent" value="brand" />
      <TextField name="name" text="Name" value={edit.name} error={errors.name} />
      <TextField name="city" text="City" value={edit.city} error={errors.city} />
      <label className={`${label} md:col-span-2`}>
        Description
        <textarea
          name="description"
          defaultValue={edit.description}
          className={`${field} h-auto min-h-24 py-2`}
        />
        <FieldError message={errors.description} />
      </label>
      <TextField
        name="logoUrl"
        text="Logo (/media/… or https://…)"
        value={edit.logoUrl}
        error={errors.logoUrl}
      />
      <TextField
        name="bannerUrl"
        text="Banner (/media/… or https://…, optional)"
        value={edit.bannerUrl ?? ''}
        error={errors.bannerUrl}
      />
      {storeAdmin ? (
        <>
          <label className={label}>
            Sales channel
            <select name="salesChannel" defaultValue={edit.salesChannel} className={field}>
              {Object.entries(CHANNELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold">
            <input name="featured" type="checkbox" defaultChecked={edit.featured} /> Featured on the home page
          </label>
        </>
      ) : (
        <p className="text-sm text-ink-soft md:col-span-2">
          Sales channel: {CHANNELS[edit.salesChannel]}. The store admin changes it.
          <input type="hidden" name="salesChannel" value={edit.salesChannel} />
          {edit.featured && <input type="hidden" name="featured" value="on" />}
        </p>
      )}
      <div className="md:col-span-2">
        <Button type="submit">Save brand</Button>
      </div>
    </Form>
  )
}
