// After sign-in, an operator's token (its `haat_role` claim, decision 0760) is handed to the API once,
// which answers the httpOnly cookie the server-rendered admin pages read (decision 0762). Shoppers' tokens
// carry no role: nothing is sent for them.

function claimsOf(token: string): Record<string, unknown> {
  try {
    const part = token.split('.')[1] ?? ''
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>
  } catch {
    return {}
  }
}

export const isOperatorToken = (token: string) => typeof claimsOf(token).haat_role === 'string'

export async function openAdminSession(token: string, fetchFn: typeof fetch = fetch): Promise<void> {
  if (!isOperatorToken(token)) return
  await fetchFn('/api/admin/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    credentials: 'same-origin',
  }).catch(() => undefined) // the store works without the admin; /admin then answers 404
}
