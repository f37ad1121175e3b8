import { data, redirect } from 'react-router'
import { MAX_IMPORT_BYTES } from '@haat/domain/admin/catalogue-import'
import { serverOf } from '#api-context'
import { errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage } from '../features/admin/operator.server.ts'
import { listBrands } from '../lib/api/catalog.ts'
import type { Route } from './+types/admin.imports._index.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const [imports, brands] = await Promise.all([
    admin.imports(),
    me.role === 'admin' ? listBrands(serverOf(context).api) : Promise.resolve(null),
  ])
  return { me, imports: imports.content, brands }
}

/** The chosen file goes to the API as text; its dry run starts there, and its page shows the progress. */
export async function action({ context, request }: Route.ActionArgs) {
  const { admin, form, me } = await operatorAction(context, request)
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    return data({ errors: { file: 'Choose a file to import' } }, { status: 400 })
  if (file.size > MAX_IMPORT_BYTES)
    return data({ errors: { file: 'The file is larger than 8 MB' } }, { status: 400 })
  const brand = form.get('brand')
  const brandSlug = me.role === 'admin' && typeof brand === 'string' ? brand : ''
  try {
    const created = await admin.uploadImport({
      fileName: file.name,
      text: await file.text(),
      brand: brandSlug,
    })
    return redirect(`/admin/imports/${created.id}`)
  } catch (err) {
    const errors = errorsOfRefusal(err)
    return data(
      { errors: { file: errors.fileName ?? errors.text ?? errors.brand ?? errors.form } },
      { status: 400 },
    )
  }
}
