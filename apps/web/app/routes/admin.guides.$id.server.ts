import { data, redirect } from 'react-router'
import { guideEditFromForm, guideEditSchema, type AdminGuide } from '@haat/domain/admin/guide-edit'
import { errorsOf, errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.guides.$id.ts'

/** 'new' is a blank form (null); a number is a guide; anything else is not a page. */
function idOf(param: string): number | null {
  if (param === 'new') return null
  if (/^\d{1,9}$/.test(param)) return Number(param)
  throw data(null, { status: 404 })
}

const blank: AdminGuide = {
  id: 0,
  edit: {
    name: '',
    slug: '',
    headline: '',
    description: '',
    curatorName: '',
    curatorPhotoUrl: null,
    imageUrl: '',
    featured: false,
    published: false,
    productSlugs: [],
  },
  products: [],
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const id = idOf(params.id)
  // A brand user's 403 on the list turns /new into the 404 page too.
  const guide = await orNotFound(async () => {
    if (id !== null) return admin.guide(id)
    await admin.guides()
    return blank
  })
  return { me, guide, saved: new URL(request.url).searchParams.has('saved') }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, form } = await operatorAction(context, request)
  const id = idOf(params.id)
  const edit = guideEditSchema.safeParse(guideEditFromForm(form))
  if (!edit.success) return data({ errors: errorsOf(edit.error.issues) }, { status: 400 })
  try {
    const saved = await admin.saveGuide(id, edit.data)
    // After a post, a fresh page (a reload does not post twice; a new guide gets its own address).
    return redirect(`/admin/guides/${saved.id}?saved`)
  } catch (err) {
    return data({ errors: errorsOfRefusal(err) }, { status: 400 })
  }
}
