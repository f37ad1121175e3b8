// Who is on an admin page (decision 0762): the operator of the admin cookie's token, as the API's guard
// sees it. No cookie, an expired or revoked token, or a shopper's token: the store's 404 page.
import { data, type RouterContextProvider } from 'react-router'
import { serverOf } from '#api-context'
import { adminApi } from '../../lib/api/admin.ts'
import { isApiRequestError } from '../../lib/api/transport.ts'

const notFound = () => data(null, { status: 404 })

export async function operatorPage(context: Readonly<RouterContextProvider>) {
  const { api, adminToken, origin } = serverOf(context)
  if (!adminToken) throw notFound()
  const admin = adminApi(api, adminToken)
  try {
    const me = await admin.me()
    return { admin, me, origin }
  } catch (err) {
    if (isApiRequestError(err) && err.status < 500) throw notFound()
    throw err
  }
}

/** A form post: the CSRF field must match this session's token, and a sent Origin must be the store's. */
export async function operatorAction(context: Readonly<RouterContextProvider>, request: Request) {
  const page = await operatorPage(context)
  const form = await request.formData()
  const sentOrigin = request.headers.get('origin')
  const sameOrigin = !sentOrigin || sentOrigin === new URL(request.url).origin || sentOrigin === page.origin
  const csrf = form.get('csrf')
  if (!sameOrigin || typeof csrf !== 'string' || !sameToken(csrf, page.me.csrfToken)) {
    throw data({ message: 'This form has expired. Reload the page and try again.' }, { status: 403 })
  }
  return { ...page, form }
}

/** Constant-time comparison of two short strings (no early exit on the first difference). */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** A page's reads: the API's refusal (a brand user's 403, an unknown id's 404) is the store's 404 page. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (err) {
    if (isApiRequestError(err) && err.status < 500) throw notFound()
    throw err
  }
}
