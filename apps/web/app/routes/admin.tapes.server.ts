import { data } from 'react-router'
import { tapeEditFromForm, tapeEditSchema, tapeUploadQuerySchema } from '@haat/domain/admin/tape-edit'
import { MAX_TAPE_BYTES } from '@haat/domain/admin/tape-limits'
import { errorsOf, errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.tapes.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  return { me, tapes: (await admin.tapes()).content }
}

const refused = (errors: Record<string, string | undefined>, status = 400) =>
  data({ errors, done: null, row: null as number | null }, { status })

/** intent=upload (a new tape from the file), intent=save (a row's product, place, hidden) or remove. */
export async function action({ context, request }: Route.ActionArgs) {
  // The form's other fields are a few bytes: a body past the limit is the video, refused unread.
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_TAPE_BYTES + 64 * 1024)
    return refused(
      { video: `The video is over ${MAX_TAPE_BYTES / 1024 / 1024} MB; export it shorter or smaller` },
      413,
    )
  const { admin, form } = await operatorAction(context, request)
  const id = Number(form.get('id'))
  try {
    const intent = form.get('intent')
    if (intent === 'upload') {
      const query = tapeUploadQuerySchema.safeParse({
        product: form.get('product'),
        position: form.get('position') || 0,
      })
      if (!query.success) return refused(errorsOf(query.error.issues))
      const file = form.get('video')
      if (!(file instanceof File) || file.size === 0) return refused({ video: 'Choose an MP4 video' })
      await admin.uploadTape(query.data, new Uint8Array(await file.arrayBuffer()))
      return { errors: {}, done: 'Uploaded. It is in the binge feed now.', row: null }
    }
    if (!Number.isInteger(id) || id < 1) return refused({ form: 'No such tape' })
    if (intent === 'remove') {
      await admin.removeTape(id)
      return { errors: {}, done: 'Removed.', row: null }
    }
    const edit = tapeEditSchema.safeParse(tapeEditFromForm(form))
    if (!edit.success)
      return data({ errors: errorsOf(edit.error.issues), done: null, row: id }, { status: 400 })
    await admin.updateTape(id, edit.data)
    return { errors: {}, done: 'Saved.', row: id }
  } catch (err) {
    return data(
      { errors: errorsOfRefusal(err), done: null, row: Number.isInteger(id) ? id : null },
      { status: 400 },
    )
  }
}
