// One-message pages: an expired sign-in, too many attempts, a provider error, the sign-out question.
import { escapeHtml, page } from './html.ts'

export function noticePage(
  title: string,
  message: string,
  action = { href: '/', label: 'Back to the store' },
) {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p>
<a class="primary" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`,
  )
}

/** The provider's own sign-out question (only for clients other than the store): `form` is its form. */
export function signOutQuestionPage(form: string): string {
  return page(
    'Sign out',
    `<h1>Sign out of haat?</h1>
${form}
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<p class="cancel"><button class="link" type="submit" form="op.logoutForm">No, stay signed in</button></p>`,
  )
}
