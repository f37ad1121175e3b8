// The password reset pages: ask for the email, "check your email" (the same words whether or not the
// email has an account), choose a new password, done. Same look as the sign-in pages, no script.
import { alert, escapeHtml, field, page } from '../pages/html.ts'
import { PASSWORD_MIN } from '../interactions/messages.ts'
import { RESET_MINUTES } from '../accounts/account-tokens.ts'

export const RECOVERY_PATHS = {
  forgot: '/account/forgot-password',
  reset: '/account/reset-password',
  verify: '/account/verify-email',
} as const

const hidden = (name: string, value: string | undefined) =>
  value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : ''

/** Back to the sign-in the shopper came from (its uid), else to the store. */
export function backLink(uid: string | undefined, label = 'Back to sign in') {
  return uid
    ? `<p class="switch"><a href="/interaction/${encodeURIComponent(uid)}">${escapeHtml(label)}</a></p>`
    : '<p class="switch"><a href="/">Back to the store</a></p>'
}

export function forgotPasswordPage(opts: { email?: string; uid?: string; error?: string }) {
  return page(
    'Reset your password',
    `<h1>Forgot your password?</h1>
<p class="lead">Enter the email of your haat account. We will send you a link to choose a new password.</p>
${alert(opts.error)}
<form method="post" action="${RECOVERY_PATHS.forgot}">
${hidden('uid', opts.uid)}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: opts.email })}
<button class="primary" type="submit">Send reset link</button>
</form>
${backLink(opts.uid)}`,
  )
}

/** Said for every well-formed email: the page never tells whether an account exists. */
export function resetLinkSentPage(email: string, uid: string | undefined) {
  return page(
    'Check your email',
    `<h1>Check your email</h1>
<p class="lead" role="status">If an account exists for <strong>${escapeHtml(email)}</strong>, we have sent it a link to choose a new password. The link works for ${RESET_MINUTES} minutes.</p>
<p class="hint">Nothing arrived? Check your spam folder, or ask again in a minute.</p>
${backLink(uid)}`,
  )
}

export function newPasswordPage(opts: { token: string; uid?: string; error?: string }) {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p class="lead">Pick a password you do not use anywhere else.</p>
<form method="post" action="${RECOVERY_PATHS.reset}">
${hidden('token', opts.token)}
${hidden('uid', opts.uid)}
${field({
  name: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  minlength: PASSWORD_MIN,
  hint: `At least ${PASSWORD_MIN} characters.`,
  error: opts.error,
})}
<button class="primary" type="submit">Save new password</button>
</form>`,
  )
}

export function linkExpiredPage(kind: 'reset' | 'verify') {
  const again =
    kind === 'reset'
      ? `<a class="primary" href="${RECOVERY_PATHS.forgot}">Send a new link</a>`
      : '<a class="primary" href="/">Back to the store</a>'
  return page(
    'Link expired',
    `<h1>This link has expired</h1>
<p class="lead" role="alert">It was already used, or it is too old. ${kind === 'reset' ? 'Ask for a new one: it takes a minute.' : 'Sign in and we will send you a new one when you need it.'}</p>
${again}`,
  )
}

export function passwordChangedPage(uid: string | undefined) {
  return page(
    'Password changed',
    `<h1>Your password is changed</h1>
<p class="lead" role="status">Sign in with your new password. For your safety we signed you out everywhere else.</p>
${uid ? `<a class="primary" href="/interaction/${encodeURIComponent(uid)}">Sign in</a>` : '<a class="primary" href="/">Back to the store</a>'}`,
  )
}

export function emailConfirmedPage() {
  return page(
    'Email confirmed',
    `<h1>Your email is confirmed</h1>
<p class="lead" role="status">Thank you! Order updates will come to this address.</p>
<a class="primary" href="/">Back to the store</a>`,
  )
}
