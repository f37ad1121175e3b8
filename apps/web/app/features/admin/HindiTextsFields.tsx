// The product's Hindi texts (decision 0791): shown on the /hi pages in place of the English ones; each
// left empty shows the English there. The Hindi description is cleaned to text like the English one.
import type { AdminProduct } from '@haat/domain/admin/product-edit'
import { field, FieldError, label } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

const area = `${field} h-auto min-h-24 py-2`

export function HindiTextsFields({ product, errors }: { product: AdminProduct; errors: FormErrors }) {
  return (
    <fieldset className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6">
      <legend className="px-1 font-semibold">Hindi texts (optional)</legend>
      <p className="text-sm text-ink-soft md:col-span-2">
        Shown on the Hindi pages (/hi/…). A text left empty shows the English one there.
      </p>
      <label className={label}>
        Title in Hindi
        <input name="titleHi" lang="hi" defaultValue={product.edit.titleHi} className={field} />
        <FieldError message={errors.titleHi} />
      </label>
      <label className={label}>
        Card headline in Hindi
        <input name="headlineHi" lang="hi" defaultValue={product.edit.headlineHi} className={field} />
        <FieldError message={errors.headlineHi} />
      </label>
      <label className={`${label} md:col-span-2`}>
        Description in Hindi (HTML is cleaned to text paragraphs)
        <textarea name="descriptionHtmlHi" lang="hi" defaultValue={product.descriptionHi} className={area} />
        <FieldError message={errors.descriptionHtmlHi} />
      </label>
    </fieldset>
  )
}
