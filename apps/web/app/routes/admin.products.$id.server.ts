import { data } from 'react-router'
import { productEditFromForm, productEditSchema } from '@haat/domain/admin/product-edit'
import { errorsOf, errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.products.$id.ts'

const idOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : null)

export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const id = idOf(params.id)
  if (id === null) throw data(null, { status: 404 })
  return { me, product: await orNotFound(() => admin.product(id)) }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, form } = await operatorAction(context, request)
  const id = idOf(params.id)
  if (id === null) throw data(null, { status: 404 })
  const edit = productEditSchema.safeParse(productEditFromForm(form))
  if (!edit.success) return data({ errors: errorsOf(edit.error.issues), saved: false }, { status: 400 })
  try {
    await admin.updateProduct(id, edit.data)
  } catch (err) {
    return data({ errors: errorsOfRefusal(err), saved: false }, { status: 400 })
  }
  return { errors: {}, saved: true }
}
