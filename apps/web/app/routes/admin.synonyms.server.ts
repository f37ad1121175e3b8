import { data } from 'react-router'
import { synonymEditFromForm, synonymEditSchema } from '@haat/domain/admin/synonym-edit'
import { errorsOf, errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.synonyms.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 60)
  // A brand user's 403: search words are the store admin's, so the page is not there for it.
  return { me, q, synonyms: await orNotFound(() => admin.synonyms(q)) }
}

/** intent=add (a new row from the form) or intent=delete (the row of `id`). */
export async function action({ context, request }: Route.ActionArgs) {
  const { admin, form } = await operatorAction(context, request)
  try {
    if (form.get('intent') === 'delete') {
      const id = Number(form.get('id'))
      if (!Number.isInteger(id) || id < 1) return data({ errors: { form: 'No such row' }, done: null }, 400)
      await admin.deleteSynonym(id)
      return { errors: {}, done: 'Taken away. Searches no longer use it.' }
    }
    const edit = synonymEditSchema.safeParse(synonymEditFromForm(form))
    if (!edit.success) return data({ errors: errorsOf(edit.error.issues), done: null }, { status: 400 })
    await admin.addSynonym(edit.data)
    return { errors: {}, done: 'Added. The next search uses it.' }
  } catch (err) {
    return data({ errors: errorsOfRefusal(err), done: null }, { status: 400 })
  }
}
