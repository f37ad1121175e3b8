// Field errors of an admin form, keyed by field path ('offer.value'), from the form's own zod check or
// from the API's validation issues (the same schema on the server: `body.` leads its paths).
import { ApiRequestError } from '../../lib/api/transport.ts'

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

/** An API refusal as form errors (4xx); anything else is thrown on to the error page. */
export function errorsOfRefusal(err: unknown): FormErrors {
  if (!(err instanceof ApiRequestError) || err.status >= 500) throw err
  return err.issues.length ? errorsOf(err.issues) : { form: err.message }
}
