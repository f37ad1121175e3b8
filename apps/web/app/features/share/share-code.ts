// This phone's share code (decision 0782): made on the first share, kept in localStorage. It names no
// one (not an id, not an email): 8 random base-36 characters and 4 from the clock. A cookie copy lets the
// server tell this phone's own link from a shared one.
import { isReferralCode, SHARE_CODE_COOKIE } from '@haat/domain/rules/referral'

const SHARE_CODE_KEY = 'haat.shareCode'

function newCode(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 36).toString(36)).join('')
  return random + Date.now().toString(36).slice(-4)
}

/** The kept code, or a new one kept from now on; null where storage is blocked (links go without). */
export function shareCode(): string | null {
  try {
    const kept = window.localStorage.getItem(SHARE_CODE_KEY)
    const code = isReferralCode(kept) ? kept : newCode()
    if (code !== kept) window.localStorage.setItem(SHARE_CODE_KEY, code)
    // The server reads it so that this phone opening its own shared link is not counted as a visit.
    const cookie = `${SHARE_CODE_COOKIE}=${code}`
    if (!document.cookie.split('; ').includes(cookie)) {
      document.cookie = `${cookie}; Max-Age=31536000; Path=/; SameSite=Lax`
    }
    return code
  } catch {
    return null
  }
}
