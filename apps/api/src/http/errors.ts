// Errors that become 4xx answers `{ error, message }`. Anything else becomes a 500 with no internals.
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: string
  /** Answer headers that belong to the error (e.g. the bearer challenge of a 401). */
  readonly headers: Record<string, string>
  constructor(statusCode: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.statusCode = statusCode
    this.code = code
    this.headers = headers
  }
}

/** RFC 6750 §3 error codes of a bearer challenge. */
export type BearerError = 'invalid_request' | 'invalid_token'

/** RFC 6750 §3: a request without credentials gets the bare challenge; a bad token or header names its
 * error, with the message as error_description (quoted-string characters only). */
export function bearerChallenge(error?: BearerError, description?: string): string {
  if (!error) return 'Bearer realm="haat"'
  const text = (description ?? '').replace(/"/g, "'").replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '')
  return `Bearer realm="haat", error="${error}", error_description="${text}"`
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message)
/** A 401 always carries the bearer challenge; `bearerError` when a token or header was sent and is bad. */
export const unauthorized = (message = 'Sign in to do this', bearerError?: BearerError) =>
  new HttpError(401, 'unauthorized', message, {
    'www-authenticate': bearerChallenge(bearerError, message),
  })
export const forbidden = (message = 'You cannot access this resource') =>
  new HttpError(403, 'forbidden', message)
export const notFound = (what: string, key: string | number) =>
  new HttpError(404, 'not_found', `${what} '${key}' was not found`)
export const conflict = (message: string) => new HttpError(409, 'conflict', message)
