// A guest who pressed the bag's Checkout is sent to sign in (built-in checkout); back on the page, with
// the bags merged, the bag opens again so Checkout is one tap away. Held for this tab only.
const KEY = 'haat.reopenBagAfterSignIn'

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function reopenBagAfterSignIn(): void {
  try {
    session()?.setItem(KEY, '1')
  } catch {
    // storage refused: the shopper opens the bag themselves
  }
}

/** True once after sign-in when the bag should open again. */
export function takeBagReopen(): boolean {
  const asked = session()?.getItem(KEY) === '1'
  if (asked) session()?.removeItem(KEY)
  return asked
}
