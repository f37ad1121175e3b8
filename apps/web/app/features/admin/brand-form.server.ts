// The brand form's server side (decision 0769), shared by /admin/brands/new and /admin/brands/{id}: its
// values sent back with a refusal (so nothing typed is lost), and its logo file, uploaded through the
// API's picture pipeline (POST /api/admin/brands/logos) whose URL becomes the logo field's value. The
// form is sent as soon as a file is chosen (upload=logo, the page's script), or the file comes with the
// save when the page runs without script.
import { data } from 'react-router'
import { brandCreateFromForm, type BrandEdit } from '@haat/domain/admin/brand-edit'
import { MAX_PICTURE_BYTES } from '@haat/domain/admin/picture-limits'
import type { AdminApi } from '../../lib/api/admin.ts'
import { errorsOf, errorsOfRefusal, type FormErrors } from './form-errors.ts'

export type BrandFormValues = BrandEdit & { slug: string }

/** What the form holds, as the form's first values after a refusal. */
export function brandFormValues(form: FormData): BrandFormValues {
  const values = brandCreateFromForm(form) as BrandFormValues
  return { ...values, salesChannel: values.salesChannel === 'SHOPIFY' ? 'SHOPIFY' : 'HAAT' }
}

/** The form's other fields are a few KB: a body past the limit is the picture, refused unread. */
export function logoTooLarge(request: Request): string | null {
  return Number(request.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES + 64 * 1024
    ? `The logo is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB`
    : null
}

/** The chosen logo file, or null when none is. */
export function logoFileOf(form: FormData): File | null {
  const file = form.get('logo')
  return file instanceof File && file.size > 0 ? file : null
}

export type LogoUpload = { logoUrl: string; error: null } | { logoUrl: null; error: string }

/** The form was sent to upload its logo file, not to save. */
export const isLogoUpload = (form: FormData) => form.get('upload') === 'logo'

/** Uploads the logo; the API's refusal (not an image, animated, too large …) is its message. */
export async function uploadLogo(admin: AdminApi, file: File): Promise<LogoUpload> {
  try {
    const type = file.type || 'application/octet-stream'
    const { imageUrl } = await admin.uploadBrandLogo(new Uint8Array(await file.arrayBuffer()), type)
    return { logoUrl: imageUrl, error: null }
  } catch (err) {
    return { logoUrl: null, error: errorsOfRefusal(err).form ?? 'The logo was refused' }
  }
}

/** upload=logo (the file chosen on the page, sent at once with the form): nothing is saved; the form
 * comes back as it was, its logo field holding the uploaded logo's URL. */
export async function logoAnswer(admin: AdminApi, form: FormData) {
  const values = brandFormValues(form)
  const file = logoFileOf(form)
  const upload: LogoUpload = file ? await uploadLogo(admin, file) : { logoUrl: null, error: 'Choose a file' }
  if (upload.logoUrl !== null) values.logoUrl = upload.logoUrl
  return data(
    {
      intent: 'brand' as const,
      errors: upload.error === null ? {} : { logoUrl: upload.error },
      values,
      uploaded: upload.error === null,
    },
    { status: upload.error === null ? 200 : 400 },
  )
}

/** An empty logo field says what to do rather than the URL rule. */
export const NO_LOGO = 'Choose a logo file, or give its address'

/** Without the page's script a chosen logo file comes with the save: `otherFieldErrors` checks the
 * rest of the form first, then the file is uploaded and its URL becomes the form's logoUrl. The
 * errors to answer with, or null to go on to the whole form's check. */
export async function uploadLogoWithSave(
  admin: AdminApi,
  form: FormData,
  otherFieldErrors: () => FormErrors | null,
): Promise<FormErrors | null> {
  const file = logoFileOf(form)
  if (!file) return null
  const errors = otherFieldErrors()
  if (errors) return errors
  const upload = await uploadLogo(admin, file)
  if (upload.error !== null) return { logoUrl: upload.error }
  form.set('logoUrl', upload.logoUrl)
  return null
}

/** The brand schema's issues as the form's errors, an empty logo field's as NO_LOGO. */
export function brandErrorsOf(issues: Parameters<typeof errorsOf>[0], form: FormData): FormErrors {
  const errors = errorsOf(issues)
  if (!String(form.get('logoUrl') ?? '').trim() && errors.logoUrl) errors.logoUrl = NO_LOGO
  return errors
}
