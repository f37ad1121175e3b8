import { data, redirect } from 'react-router'
import { errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.imports.$id.ts'

function idOf(param: string): number {
  if (/^\d{1,9}$/.test(param)) return Number(param)
  throw data(null, { status: 404 })
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  // Another brand's import (or none): the 404 page.
  const item = await orNotFound(() => admin.catalogueImport(idOf(params.id)))
  return { me, item }
}

/** intent=start, with goodRows=1 to import despite refused rows. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, form } = await operatorAction(context, request)
  const id = idOf(params.id)
  try {
    await admin.startImport(id, form.get('goodRows') === '1')
    return redirect(`/admin/imports/${id}`)
  } catch (err) {
    return data({ errors: errorsOfRefusal(err) }, { status: 400 })
  }
}
