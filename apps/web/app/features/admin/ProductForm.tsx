// The product form: texts (English, and Hindi when the operator has them), price, upvote offer, tags,
// category and each variant's price and stock.
// A plain post with the CSRF field; the page's action checks it with the API's own zod schema.
import { Form } from 'react-router'
import type { AdminProduct } from '@haat/domain/admin/product-edit'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'
import { HindiTextsFields } from './HindiTextsFields.tsx'

const area = `${field} h-auto min-h-24 py-2`

export function ProductForm({
  product,
  csrf,
  errors,
}: {
  product: AdminProduct
  csrf: string
  errors: FormErrors
}) {
  const { edit } = product
  const tops = product.categories.filter((c) => c.parentId === null)
  const subs = product.categories.filter((c) => c.parentId !== null)
  return (
    <Form method="post" className="space-y-6">
      <Csrf token={csrf} />
      {errors.form && <p className="font-medium text-rani-600">{errors.form}</p>}
      <fieldset className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6">
        <legend className="px-1 font-semibold">Upvote offer and price</legend>
        <label className={label}>
          Price (₹)
          <input name="price" inputMode="numeric" defaultValue={edit.price} className={field} />
          <FieldError message={errors.price} />
        </label>
        <label className={label}>
          Offer
          <select name="offerType" defaultValue={edit.offer?.type ?? ''} className={field}>
            <option value="">No offer</option>
            <option value="PERCENT">Percent off</option>
            <option value="AMOUNT">Rupees off</option>
          </select>
        </label>
        <label className={label}>
          Offer value (% or ₹)
          <input
            name="offerValue"
            inputMode="numeric"
            defaultValue={edit.offer?.value ?? ''}
            className={field}
          />
          <FieldError message={errors['offer.value']} />
        </label>
        <label className={label}>
          Offer code
          <input name="offerCode" defaultValue={edit.offer?.code ?? ''} className={`${field} uppercase`} />
          <FieldError message={errors['offer.code']} />
        </label>
      </fieldset>
      <fieldset className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6">
        <legend className="px-1 font-semibold">Texts and place</legend>
        <label className={label}>
          Title
          <input name="title" defaultValue={edit.title} className={field} />
          <FieldError message={errors.title} />
        </label>
        <label className={label}>
          Card headline
          <input name="headline" defaultValue={edit.headline} className={field} />
          <FieldError message={errors.headline} />
        </label>
        <label className={`${label} md:col-span-2`}>
          Description (HTML is cleaned to text paragraphs)
          <textarea name="descriptionHtml" defaultValue={product.description} className={area} />
          <FieldError message={errors.descriptionHtml} />
        </label>
        <label className={label}>
          Category
          <select name="categoryId" defaultValue={edit.categoryId} className={field}>
            {tops.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Subcategory
          <select name="subcategoryId" defaultValue={edit.subcategoryId ?? ''} className={field}>
            <option value="">None</option>
            {subs.map((c) => (
              <option key={c.id} value={c.id}>
                {tops.find((t) => t.id === c.parentId)?.name} › {c.name}
              </option>
            ))}
          </select>
          <FieldError message={errors.subcategoryId} />
        </label>
        <label className={`${label} md:col-span-2`}>
          Tags (comma separated)
          <input name="tags" defaultValue={edit.tags.join(', ')} className={field} />
          <FieldError message={errors.tags} />
        </label>
        <label className={label}>
          Shipping
          <textarea name="shippingDetails" defaultValue={edit.shippingDetails} className={area} />
        </label>
        <label className={label}>
          Returns
          <textarea name="returnPolicy" defaultValue={edit.returnPolicy} className={area} />
        </label>
      </fieldset>
      <HindiTextsFields product={product} errors={errors} />
      <fieldset className="space-y-3 rounded-card border border-line bg-card p-4 md:p-6">
        <legend className="px-1 font-semibold">Variants: price and stock</legend>
        {product.variants.map((v, i) => (
          <div key={v.id} className="grid grid-cols-[1fr_7rem_auto] items-center gap-3">
            <input type="hidden" name="variantId" value={v.id} />
            <span className="text-sm font-semibold">{v.label}</span>
            <input
              name={`variantPrice-${v.id}`}
              aria-label={`${v.label} price`}
              inputMode="numeric"
              defaultValue={v.price}
              className={field}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={`variantAvailable-${v.id}`} defaultChecked={v.availableForSale} />
              In stock
            </label>
            <FieldError message={errors[`variants.${i}.price`]} />
          </div>
        ))}
      </fieldset>
      <Button type="submit" size="lg">
        Save and publish
      </Button>
    </Form>
  )
}
