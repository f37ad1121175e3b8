// Every text a shopper can read on the sign-in pages, in one place.
export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'The email or password is incorrect.',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: 'Your password needs at least 8 characters.',
  passwordTooLong: 'Your password can have at most 200 characters.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  expired: 'This sign-in link has expired. Go back to the store and choose Sign in again.',
} as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200
