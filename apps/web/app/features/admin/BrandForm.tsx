// A brand's page in the admin: name, city, description, logo and banner, and (store admins only) the
// featured flag and sales channel; a brand user's form carries those two back unchanged (decision 0767).
// A new brand's form (decision 0769) has its address too, which never changes afterwards.
import { Form } from 'react-router'
import type { BrandEdit } from '@haat/domain/admin/brand-edit'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label, TextField } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'
import { LogoField } from './LogoField.tsx'

const box = 'grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6'
const CHANNELS = {
  HAAT: 'Built-in checkout (this store)',
  SHOPIFY: "E-commerce platform (the brand's Shopify store)",
}

type Props = {
  /** The form's first values: the brand as stored, or what a refused save sent. */
  edit: BrandEdit
  csrf: string
  errors: FormErrors
  storeAdmin: boolean
  /** Changes with each answer of a save, so the logo field starts again from `edit.logoUrl`. */
  resetKey: string
  /** The answer holds a logo just uploaded. */
  uploaded: boolean
  /** A new brand: its address field, and "Add brand" to save. */
  newSlug?: string | undefined
}

export function BrandForm({ edit, csrf, errors, storeAdmin, resetKey, uploaded, newSlug }: Props) {
  const isNew = newSlug !== undefined
  return (
    <Form method="post" encType="multipart/form-data" className={box}>
      <Csrf token={csrf} />
      <input type="hidden" name="intent" value="brand" />
      <TextField name="name" text="Name" value={edit.name} error={errors.name} />
      <TextField name="city" text="City" value={edit.city} error={errors.city} />
      {isNew && (
        <label className={`${label} md:col-span-2`}>
          <span>
            Address <span className="font-normal text-ink-soft">(it cannot be changed later)</span>
          </span>
          <span
            className={`${errors.slug ? field.replace('border-line', 'border-rani-600') : field} flex items-center gap-0.5 focus-within:border-ink`}
          >
            <span className="font-normal text-ink-soft">/brands/</span>
            <input
              name="slug"
              defaultValue={newSlug}
              placeholder="kesar-and-clay"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={errors.slug ? true : undefined}
              className="h-full min-w-0 flex-1 bg-transparent focus:outline-none"
            />
          </span>
          {errors.slug ? (
            <FieldError message={errors.slug} />
          ) : (
            <span className="block text-sm font-normal text-ink-soft">
              Lower-case letters, digits and single dashes.
            </span>
          )}
        </label>
      )}
      <label className={`${label} md:col-span-2`}>
        Description
        <textarea
          name="description"
          defaultValue={edit.description}
          className={`${field} h-auto min-h-24 py-2`}
        />
        <FieldError message={errors.description} />
      </label>
      <LogoField key={resetKey} value={edit.logoUrl} error={errors.logoUrl} uploaded={uploaded} />
      <label className={`${label} md:col-span-2`}>
        <span>
          Banner <span className="font-normal text-ink-soft">(/media/… or https://…, optional)</span>
        </span>
        <input name="bannerUrl" defaultValue={edit.bannerUrl ?? ''} className={field} />
        <FieldError message={errors.bannerUrl} />
      </label>
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
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit">{isNew ? 'Add brand' : 'Save brand'}</Button>
        <FieldError message={errors.form} />
      </div>
    </Form>
  )
}
