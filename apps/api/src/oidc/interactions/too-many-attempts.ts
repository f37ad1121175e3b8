import { HttpError } from '../../http/errors.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'

/** 429 with the wait in seconds (the error handler turns it into a page or JSON with retry-after). */
export class TooManyAttempts extends HttpError {
  readonly retryAfterSeconds: number
  constructor(seconds: number) {
    super(429, 'too_many_requests', SIGN_IN_MESSAGES.tooManyAttempts(seconds))
    this.retryAfterSeconds = seconds
  }
}

export const tooManyAttempts = (seconds: number) => new TooManyAttempts(seconds)
