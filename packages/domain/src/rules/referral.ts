// Shared links carry the sharer's referral code (issue 17 §4, decision 0782): `?ref=<code>`.

export const REFERRAL_PARAM = 'ref'
/** 8 to 16 lower-case letters and digits: what the browser makes, and all the API accepts. */
export const REFERRAL_CODE = /^[a-z0-9]{8,16}$/

export const isReferralCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && REFERRAL_CODE.test(value)

/** The page's address with the sharer's code, for a share. */
export function withReferral(url: string, code: string | null): string {
  if (!code) return url
  const u = new URL(url)
  u.searchParams.set(REFERRAL_PARAM, code)
  return u.href
}

/** The WhatsApp link that opens a chat (or the contact picker) with the text and link typed in. */
export const whatsAppLink = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`

/** The sharer's code a shared link brought, kept by the server for this long (the last link wins). */
export const REFERRAL_COOKIE = 'haat_ref'
export const REFERRAL_DAYS = 30
/** This phone's own share code, so opening one's own link is not counted as a visit. */
export const SHARE_CODE_COOKIE = 'haat_share'
