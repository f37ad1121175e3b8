// Order numbers shoppers see and type into URLs: 'HT-' and 10 base32 characters (50 random bits), so
// one shopper's order cannot be found by counting from another's.
import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I: read aloud over the phone

export function newOrderPublicId(): string {
  const bytes = randomBytes(10)
  let id = ''
  for (const b of bytes) id += ALPHABET[b & 31]
  return `HT-${id}`
}

export const ORDER_PUBLIC_ID = /^HT-[A-Z2-9]{10}$/
