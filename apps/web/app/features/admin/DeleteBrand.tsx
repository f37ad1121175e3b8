// Deleting a brand (decision 0769, the store admin's): a confirm step, then the API decides. A brand that
// products, a brand user's account or a home banner still name stays, and the API's reason shows here.
import { Form } from 'react-router'
import type { AdminBrand } from '@haat/domain/admin/brand-edit'
import { Button } from '../../components/ui/Button.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { Csrf } from './AdminFrame.tsx'

type Props = { brand: AdminBrand; csrf: string; refusal?: string | undefined }

export function DeleteBrand({ brand, csrf, refusal }: Props) {
  const name = brand.edit.name
  return (
    <section aria-labelledby="delete-brand" className="space-y-3 border-t border-line pt-6">
      <h2 id="delete-brand" className="font-display text-xl font-semibold">
        Delete brand
      </h2>
      <p className="text-sm text-ink-soft">
        Only a brand without products, brand users or home banners leading to it can be deleted. Its page
        leaves the store at once and its address is free again.
      </p>
      {refusal && (
        <p role="alert" className="rounded-xl bg-rani-50 px-4 py-3 font-semibold text-rani-600">
          Not deleted: {refusal}
        </p>
      )}
      <details className="group">
        <summary
          className={`${buttonClasses('secondary')} cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden`}
        >
          Delete {name}…
        </summary>
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-card border border-rani-500 bg-rani-50 p-4"
        >
          <Csrf token={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <p className="basis-full font-semibold md:basis-auto">Delete {name} for good?</p>
          <Button type="submit" variant="rani">
            Yes, delete it
          </Button>
          <CancelButton />
        </Form>
      </details>
    </section>
  )
}

/** Closes the confirm step (its <details>) again. */
function CancelButton() {
  return (
    <Button variant="ghost" onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}>
      Cancel
    </Button>
  )
}
