// Whether a stored access token has run out, read from its `exp` claim without checking the signature
// (the API checks that). A token that is not a readable JWT (another issuer's opaque token) counts as
// live: the API's 401 then decides.
export function tokenExpired(token: string, nowMs = Date.now()): boolean {
  const payload = token.split('.')[1]
  if (!payload) return false
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const { exp } = JSON.parse(json) as { exp?: unknown }
    return typeof exp === 'number' && exp * 1000 <= nowMs
  } catch {
    return false
  }
}
