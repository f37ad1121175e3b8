// The test inputs the sandbox gateway's hosted page accepts (never the store's: card data stays on the gateway).

/** Luhn checksum over the digits (spaces and dashes ignored); 12–19 digits like real card numbers. */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber)
  if (!/^[0-9]{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '')

/** 'MM/YY' with a real month; a card is good through the last day of its expiry month. */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(expiry.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

export const isExpiryFormat = (expiry: string) => /^(0[1-9]|1[0-2])\s*\/\s*[0-9]{2}$/.test(expiry.trim())

/** A UPI virtual payment address: name@bank. */
export const isUpiId = (value: string) =>
  /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(value.trim())
