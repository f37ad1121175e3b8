// This phone's share code (decision 0782): made on the first share, kept in localStorage. It names no
// one (not an id, not an email): 8 random base-36 characters and 4 from the clock.
import { isReferralCode } from '@haat/domain/rules/referral'

const SHARE_CODE_KEY = 'haat.shareCode'

function newCode(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 36).toString(36)).join('')
  return random + Date.now().toString(36).slice(-4)
}

/** The kept code, or a new one kept from now on; null where storage is blocked (links go without). */
export function shareCode(): string | null {
  try {
    const kept = window.localStorage.getItem(SHARE_CODE_KEY)
    if (isReferralCode(kept)) return kept
    const code = newCode()
    window.localStorage.setItem(SHARE_CODE_KEY, code)
    return code
  } catch {
    return null
  }
}
