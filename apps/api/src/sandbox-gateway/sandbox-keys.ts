// The sandbox gateway's key id, key secret and webhook secret. The secrets are derived from the guest-id
// key (GUEST_ID_SECRET or the generated one), so every instance agrees and none is stored or shown.
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { hmacHex } from '../adapters/payments/razorpay-signature.ts'
import { loadGuestSecret } from '../auth/guest-secret.ts'

export const SANDBOX_KEY_ID = 'rzp_test_haatsandbox'
export const SANDBOX_PREFIX = '/sandbox-gateway'

export async function sandboxKeys(db: Db, env: Pick<Env, 'GUEST_ID_SECRET'>) {
  const root = await loadGuestSecret(db, env)
  return {
    keyId: SANDBOX_KEY_ID,
    keySecret: hmacHex(root, 'sandbox gateway: key secret'),
    webhookSecret: hmacHex(root, 'sandbox gateway: webhook secret'),
  }
}
