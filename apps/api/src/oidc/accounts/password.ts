// Password hashes: scrypt (memory-hard) with a random salt, stored as `scrypt$N$r$p$salt$hash`
// (salt and hash base64url) so the cost can rise later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const COST = { N: 2 ** 15, r: 8, p: 1 }
const SALT_BYTES = 16
const KEY_BYTES = 32
/** Refuse stored costs above these (a tampered row must not make one sign-in eat the machine). */
const MAX = { N: 2 ** 20, r: 32, p: 16 }

function derive(password: string, salt: Buffer, { N, r, p }: typeof COST): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is just below that for N=2^15.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, COST)
  const { N, r, p } = COST
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `password` matches `encoded`; a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = encoded.split('$')
  if (scheme !== 'scrypt' || !salt || !hash || rest.length) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  const sane = (['N', 'r', 'p'] as const).every(
    (k) => Number.isInteger(cost[k]) && cost[k] > 0 && cost[k] <= MAX[k],
  )
  if (!sane) return false
  const expected = Buffer.from(hash, 'base64url')
  if (expected.length !== KEY_BYTES) return false
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost)
  return timingSafeEqual(actual, expected)
}

let decoy: Promise<string> | undefined
/** A hash of nothing anyone knows: checked for unknown emails so both answers take as long. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
