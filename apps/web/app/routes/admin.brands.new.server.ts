import { data, redirect } from 'react-router'
import { brandCreateFromForm, brandCreateSchema } from '@haat/domain/admin/brand-edit'
import {
  brandFormValues,
  isLogoUpload,
  logoAnswer,
  logoFileOf,
  logoTooLarge,
  NO_LOGO,
  uploadLogo,
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

  const values = brandFormValues(form)
  // Without the page's script the file comes with the save: the other fields are checked before it is
  // uploaded for them.
  const file = logoFileOf(form)
  if (file) {
    const rest = brandCreateSchema.omit({ logoUrl: true }).safeParse(brandCreateFromForm(form))
    if (!rest.success) return refused(errorsOf(rest.error.issues), values)
    const upload = await uploadLogo(admin, file)
    if (upload.error !== null) return refused({ logoUrl: upload.error }, values)
    values.logoUrl = upload.logoUrl
  }
  const create = brandCreateSchema.safeParse(values)
  if (!create.success) {
    const errors = errorsOf(create.error.issues)
    if (!values.logoUrl && errors.logoUrl) errors.logoUrl = NO_LOGO
    return refused(errors, values)
  }
  let id: number
  try {
    id = (await admin.createBrand(create.data)).id
  } catch (err) {
    // A taken address is a 409 naming the brand that has it: the address field's message.
    return refused(errorsOfRefusal(err, { 409: 'slug' }), values)
  }
  return redirect(`/admin/brands/${id}?saved=created`)
}
