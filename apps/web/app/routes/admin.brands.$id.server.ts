import { data, redirect } from 'react-router'
import {
  brandEditFromForm,
  brandEditSchema,
  brandShopEditFromForm,
  brandShopEditSchema,
} from '@haat/domain/admin/brand-edit'
import { errorsOf, errorsOfRefusal } from '../features/admin/form-errors.ts'
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

/** intent=brand (the page's texts and channel), shop (its own Shopify store) or clear-shop. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, form } = await operatorAction(context, request)
  const id = idOf(params.id)
  const intent = form.get('intent')
  try {
    if (intent === 'clear-shop') {
      await admin.clearBrandShop(id)
      return redirect(`/admin/brands/${id}?saved=shop-cleared`)
    }
    if (intent === 'shop') {
      const shop = brandShopEditSchema.safeParse(brandShopEditFromForm(form))
      if (!shop.success) return data({ errors: errorsOf(shop.error.issues), intent }, { status: 400 })
      await admin.saveBrandShop(id, shop.data)
      return redirect(`/admin/brands/${id}?saved=shop`)
    }
    const edit = brandEditSchema.safeParse(brandEditFromForm(form))
    if (!edit.success) return data({ errors: errorsOf(edit.error.issues), intent }, { status: 400 })
    await admin.saveBrand(id, edit.data)
    return redirect(`/admin/brands/${id}?saved=brand`)
  } catch (err) {
    return data({ errors: errorsOfRefusal(err), intent }, { status: 400 })
  }
}
