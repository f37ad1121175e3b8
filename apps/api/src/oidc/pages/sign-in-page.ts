// The sign-in form (email + password) and the sign-up form (name, email, password).
import { alert, field, page } from './html.ts'
import { PASSWORD_MIN } from '../interactions/messages.ts'

export type FormState = {
  uid: string
  values?: { name?: string; email?: string }
  error?: string
  fieldErrors?: { name?: string; email?: string; password?: string }
}

const base = (uid: string) => `/interaction/${encodeURIComponent(uid)}`

function cancelForm(uid: string): string {
  return `<form class="cancel" method="post" action="${base(uid)}/abort">
<button class="link" type="submit">Back to the store</button>
</form>`
}

export function signInPage({ uid, values = {}, error, fieldErrors = {} }: FormState): string {
  return page(
    'Sign in',
    `<h1>Welcome back</h1>
<p class="lead">Sign in to upvote, unlock offers and keep your bag on every device.</p>
${alert(error)}
<form method="post" action="${base(uid)}/sign-in">
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: fieldErrors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: fieldErrors.password })}
<p class="forgot"><a href="/account/forgot-password?uid=${encodeURIComponent(uid)}">Forgot your password?</a></p>
<button class="primary" type="submit">Sign in</button>
</form>
<p class="switch">New to haat? <a href="${base(uid)}/sign-up">Create an account</a></p>
${cancelForm(uid)}`,
  )
}

export function signUpPage({ uid, values = {}, error, fieldErrors = {} }: FormState): string {
  return page(
    'Create your account',
    `<h1>Create your account</h1>
<p class="lead">It takes a minute. Upvote products to unlock their offers.</p>
${alert(error)}
<form method="post" action="${base(uid)}/sign-up">
${field({ name: 'name', label: 'Your name', type: 'text', autocomplete: 'name', value: values.name, error: fieldErrors.name })}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, error: fieldErrors.email })}
${field({
  name: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'new-password',
  minlength: PASSWORD_MIN,
  hint: `At least ${PASSWORD_MIN} characters.`,
  error: fieldErrors.password,
})}
<button class="primary" type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${base(uid)}">Sign in</a></p>
${cancelForm(uid)}`,
  )
}
