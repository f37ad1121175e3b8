// The guide form: texts, curator, pictures, products (one slug a line, in order), featured and
// published. A plain post with the CSRF field; the page's action checks it with the API's zod schema.
import { Form } from 'react-router'
import type { AdminGuide } from '@haat/domain/admin/guide-edit'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

const area = `${field} h-auto min-h-24 py-2`
const box = 'grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6'

export function GuideForm({ guide, csrf, errors }: { guide: AdminGuide; csrf: string; errors: FormErrors }) {
  const { edit } = guide
  return (
    <Form method="post" className="space-y-6">
      <Csrf token={csrf} />
      {errors.form && <p className="font-medium text-rani-600">{errors.form}</p>}
      <fieldset className={box}>
        <legend className="px-1 font-semibold">The guide</legend>
        <label className={label}>
          Name
          <input name="name" defaultValue={edit.name} className={field} />
          <FieldError message={errors.name} />
        </label>
        <label className={label}>
          Address (/guides/…)
          <input name="slug" defaultValue={edit.slug} className={field} placeholder="monsoon-desk" />
          <FieldError message={errors.slug} />
        </label>
        <label className={`${label} md:col-span-2`}>
          Headline
          <input name="headline" defaultValue={edit.headline} className={field} />
          <FieldError message={errors.headline} />
        </label>
        <label className={`${label} md:col-span-2`}>
          Description
          <textarea name="description" defaultValue={edit.description} className={area} />
          <FieldError message={errors.description} />
        </label>
        <label className={`${label} md:col-span-2`}>
          Cover picture (/media/… or https://…)
          <input name="imageUrl" defaultValue={edit.imageUrl} className={field} />
          <FieldError message={errors.imageUrl} />
        </label>
      </fieldset>
      <fieldset className={box}>
        <legend className="px-1 font-semibold">Curator</legend>
        <label className={label}>
          Curator name
          <input name="curatorName" defaultValue={edit.curatorName} className={field} />
          <FieldError message={errors.curatorName} />
        </label>
        <label className={label}>
          Curator photo (/media/… or https://…)
          <input name="curatorPhotoUrl" defaultValue={edit.curatorPhotoUrl ?? ''} className={field} />
          <FieldError message={errors.curatorPhotoUrl} />
        </label>
      </fieldset>
      <fieldset className={box}>
        <legend className="px-1 font-semibold">Products, in order</legend>
        <label className={`${label} md:col-span-2`}>
          Product slugs, one a line (the address after /product/)
          <textarea
            name="productSlugs"
            defaultValue={edit.productSlugs.join('\n')}
            className={`${area} min-h-40 font-mono`}
          />
          <FieldError message={errors.productSlugs} />
        </label>
        {guide.products.length > 0 && (
          <ol className="list-decimal space-y-1 pl-6 text-sm md:col-span-2">
            {guide.products.map((p) => (
              <li key={p.slug}>
                {p.title} <span className="text-ink-soft">· {p.brandName}</span>
              </li>
            ))}
          </ol>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" name="featured" defaultChecked={edit.featured} /> Featured on the home page
        </label>
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" name="published" defaultChecked={edit.published} /> Published
        </label>
      </div>
      <Button type="submit" size="lg">
        Save guide
      </Button>
    </Form>
  )
}
