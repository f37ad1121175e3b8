import { data, redirect } from 'react-router'
import {
  brandEditFromForm,
  brandEditSchema,
  brandShopEditFromForm,
  brandShopEditSchema,
} from '@haat/domain/admin/brand-edit'
import {
  brandErrorsOf,
  brandFormValues,
  isLogoUpload,
  logoAnswer,
  logoTooLarge,
  uploadLogoWithSave,
} from '../features/admin/brand-form.server.ts'
import { errorsOf, errorsOfRefusal, type FormErrors } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.brands.$id.ts'

function idOf(param: string): number {
  if (/^\d{1,9}$/.test(param)) return Number(param)
  throw data(null, { status: 404 })
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const brand = await orNotFound(() => admin.brand(idOf(params.id)))
  return { me, brand, saved: new URL(request.url).searchParams.get('saved') }
}

type Intent = 'brand' | 'shop' | 'delete'
const refused = (intent: Intent, errors: FormErrors, form: FormData | null, status = 400) =>
  data(
    { errors, intent, values: form && intent === 'brand' ? brandFormValues(form) : null, uploaded: false },
    { status },
  )

/** intent=brand (the page's texts and channel; a logo file is uploaded first; with upload=logo, only
 * the file chosen on the page, uploaded at once), shop (its own Shopify store), clear-shop, or delete (the store admin's,
 * decision 0769: refused with the API's reason while products, a brand user or a banner hold it). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const tooLarge = logoTooLarge(request)
  if (tooLarge) return refused('brand', { logoUrl: tooLarge }, null, 413)
  const { admin, form } = await operatorAction(context, request)
  const id = idOf(params.id)
  const intent = form.get('intent')
  if (intent === 'brand' && isLogoUpload(form)) return logoAnswer(admin, form)
  if (intent === 'delete') {
    const { edit } = await orNotFound(() => admin.brand(id))
    try {
      await admin.deleteBrand(id)
    } catch (err) {
      return refused('delete', errorsOfRefusal(err), null, 409)
    }
    return redirect(`/admin/brands?deleted=${encodeURIComponent(edit.name)}`)
  }
  try {
    if (intent === 'clear-shop') {
      await admin.clearBrandShop(id)
      return redirect(`/admin/brands/${id}?saved=shop-cleared`)
    }
    if (intent === 'shop') {
      const shop = brandShopEditSchema.safeParse(brandShopEditFromForm(form))
      if (!shop.success) return refused('shop', errorsOf(shop.error.issues), form)
      await admin.saveBrandShop(id, shop.data)
      return redirect(`/admin/brands/${id}?saved=shop`)
    }
  } catch (err) {
    return refused('shop', errorsOfRefusal(err), form)
  }
  const logoErrors = await uploadLogoWithSave(admin, form, () => {
    const rest = brandEditSchema.omit({ logoUrl: true }).safeParse(brandEditFromForm(form))
    return rest.success ? null : errorsOf(rest.error.issues)
  })
  if (logoErrors) return refused('brand', logoErrors, form)
  const edit = brandEditSchema.safeParse(brandEditFromForm(form))
  if (!edit.success) return refused('brand', brandErrorsOf(edit.error.issues, form), form)
  try {
    await admin.saveBrand(id, edit.data)
  } catch (err) {
    return refused('brand', errorsOfRefusal(err), form)
  }
  return redirect(`/admin/brands/${id}?saved=brand`)
}
