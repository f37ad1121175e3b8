import { data, redirect } from 'react-router'
import { brandCreateFromForm, brandCreateSchema } from '@haat/domain/admin/brand-edit'
import {
  brandErrorsOf,
  brandFormValues,
  isLogoUpload,
  logoAnswer,
  logoTooLarge,
  uploadLogoWithSave,
  type BrandFormValues,
} from '../features/admin/brand-form.server.ts'
import { errorsOf, errorsOfRefusal, type FormErrors } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.brands.new.ts'

// New brands are the store admin's (decision 0769): a brand user gets the store's 404 page, as the
// API's 403.
const notFound = () => data(null, { status: 404 })

export async function loader({ context }: Route.LoaderArgs) {
  const { me } = await operatorPage(context)
  if (me.role !== 'admin') throw notFound()
  return { me }
}

const refused = (errors: FormErrors, values: BrandFormValues | null, status = 400) =>
  data({ intent: 'brand' as const, errors, values, uploaded: false }, { status })

/** The new brand, or (upload=logo) its logo file chosen on the page, uploaded at once. */
export async function action({ context, request }: Route.ActionArgs) {
  const tooLarge = logoTooLarge(request)
  if (tooLarge) return refused({ logoUrl: tooLarge }, null, 413)
  const { admin, me, form } = await operatorAction(context, request)
  if (me.role !== 'admin') throw notFound()
  if (isLogoUpload(form)) return logoAnswer(admin, form)

  const logoErrors = await uploadLogoWithSave(admin, form, () => {
    const rest = brandCreateSchema.omit({ logoUrl: true }).safeParse(brandCreateFromForm(form))
    return rest.success ? null : errorsOf(rest.error.issues)
  })
  const values = brandFormValues(form) // with the uploaded logo's URL when one came with the save
  if (logoErrors) return refused(logoErrors, values)
  const create = brandCreateSchema.safeParse(values)
  if (!create.success) return refused(brandErrorsOf(create.error.issues, form), values)
  let id: number
  try {
    id = (await admin.createBrand(create.data)).id
  } catch (err) {
    // A taken address is a 409 naming the brand that has it: the address field's message.
    return refused(errorsOfRefusal(err, { 409: 'slug' }), values)
  }
  return redirect(`/admin/brands/${id}?saved=created`)
}
