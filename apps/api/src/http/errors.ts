// Errors that become 4xx answers `{ error, message }`. Anything else becomes a 500 with no internals.
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: string
  constructor(statusCode: number, code: string, message: string) {
    super(message)
    this.statusCode = statusCode
    this.code = code
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message)
export const unauthorized = (message = 'Sign in to do this') => new HttpError(401, 'unauthorized', message)
export const forbidden = (message = 'You cannot access this resource') =>
  new HttpError(403, 'forbidden', message)
export const notFound = (what: string, key: string | number) =>
  new HttpError(404, 'not_found', `${what} '${key}' was not found`)
export const conflict = (message: string) => new HttpError(409, 'conflict', message)
