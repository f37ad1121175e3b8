// Field errors of an admin form, keyed by field path ('offer.value'), from the form's own zod check or
// from the API's validation issues (the same schema on the server: `body.` leads its paths).
import { isApiRequestError } from '../../lib/api/transport.ts'

type Issue = { path: readonly PropertyKey[]; message: string }
export type FormErrors = Record<string, string | undefined>

export function errorsOf(issues: readonly Issue[]): FormErrors {
  const errors: FormErrors = {}
  for (const issue of issues) {
    const path = issue.path.map(String)
    const key = (path[0] === 'body' ? path.slice(1) : path).join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

/** An API refusal as form errors (4xx); anything else is thrown on to the error page. The refusal's
 * message goes under `form`, or under the field `fieldOf` names for its status (a 409 on a taken
 * address is the address field's). Checked by shape, not instanceof: the API's answers are read by the
 * server's copy of transport.ts, not the route bundle's (an instanceof check let every 4xx through to
 * the error page as "Unexpected Server Error"). */
export function errorsOfRefusal(err: unknown, fieldOf: Partial<Record<number, string>> = {}): FormErrors {
  if (!isApiRequestError(err) || err.status >= 500) throw err
  if (err.issues.length) return errorsOf(err.issues)
  return { [fieldOf[err.status] ?? 'form']: err.message }
}
