import { data } from 'react-router'
import {
  bannerEditFromForm,
  bannerEditSchema,
  bannerMoveSchema,
  bannerSlotSchema,
} from '@haat/domain/admin/banner-edit'
import { MAX_PICTURE_BYTES } from '@haat/domain/admin/picture-limits'
import { errorsOf, errorsOfRefusal, type FormErrors } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.banners.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  // A brand user's 403 is the store's 404 page, as for guides.
  return { me, banners: (await orNotFound(() => admin.banners())).content }
}

const refused = (errors: FormErrors, slot: number | null, status = 400) =>
  data({ errors, done: null, slot }, { status })

/** intent=save (a slot's picture, words, target, hidden; a new picture is uploaded first) or move. */
export async function action({ context, request }: Route.ActionArgs) {
  // The form's other fields are a few bytes: a body past the limit is the picture, refused unread.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES + 64 * 1024)
    return refused({ form: `The picture is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB` }, null, 413)
  const { admin, form } = await operatorAction(context, request)
  const slot = bannerSlotSchema.safeParse(form.get('slot'))
  if (!slot.success) return refused({ form: 'No such slot' }, null)
  const at = slot.data
  if (form.get('intent') === 'move') {
    const move = bannerMoveSchema.safeParse({ direction: form.get('direction') })
    if (!move.success) return refused({ form: 'Move up or down' }, at)
    try {
      await admin.moveBanner(at, move.data)
    } catch (err) {
      return refused(errorsOfRefusal(err), at)
    }
    return { errors: {}, done: `Moved slot ${at} ${move.data.direction}.`, slot: null }
  }
  // The words and target are checked before a picture is uploaded for them.
  const file = form.get('picture')
  const picture = file instanceof File && file.size > 0 ? file : null
  const words = bannerEditSchema.omit({ imageUrl: true }).safeParse(bannerEditFromForm(form, ''))
  if (!words.success) return refused(errorsOf(words.error.issues), at)
  let imageUrl = String(form.get('imageUrl') ?? '')
  if (picture) {
    try {
      const type = picture.type || 'application/octet-stream'
      imageUrl = (await admin.uploadBannerPicture(new Uint8Array(await picture.arrayBuffer()), type)).imageUrl
    } catch (err) {
      return refused({ picture: errorsOfRefusal(err).form ?? 'The picture was refused' }, at)
    }
  } else if (!imageUrl) return refused({ picture: 'Choose a picture for this slot' }, at)
  const edit = bannerEditSchema.safeParse(bannerEditFromForm(form, imageUrl))
  if (!edit.success) return refused(errorsOf(edit.error.issues), at)
  try {
    await admin.saveBanner(at, edit.data)
  } catch (err) {
    return refused(errorsOfRefusal(err), at)
  }
  return { errors: {}, done: `Saved slot ${at}. The home page shows it now.`, slot: at }
}
