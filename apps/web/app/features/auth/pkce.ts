// PKCE (RFC 7636, S256) and the `state` value for the authorize redirect, made with WebCrypto.
// The public client has no secret: the verifier is what proves the code is ours.

/** base64url without padding, as RFC 7636 writes it. */
export function base64Url(bytes: Uint8Array): string {
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** `size` random bytes as base64url: 32 bytes give 43 characters (the verifier's minimum length). */
export function randomToken(size = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(size)))
}

/** code_challenge = BASE64URL(SHA-256(ASCII(code_verifier))). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64Url(new Uint8Array(digest))
}

export type SignInAttempt = { state: string; verifier: string }

export async function newSignInAttempt(): Promise<SignInAttempt & { challenge: string }> {
  const verifier = randomToken(32)
  return { state: randomToken(16), verifier, challenge: await codeChallenge(verifier) }
}
