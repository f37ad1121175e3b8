// Secrets at rest (shop tokens): AES-256-GCM with a 12-byte random IV per value. The context (e.g.
// 'brand:12:storefrontToken') is bound in as additional data, so a sealed value copied onto another
// brand or field does not open. The key id (8 characters of the key's SHA-256) lets a wrong key be
// named as such instead of failing as "corrupt".
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export type SecretBox = {
  seal(plain: string, context: string): string
  open(sealed: string, context: string): string
}

const VERSION = 'v1'

/** 64 hex characters or 32 bytes in base64/base64url (padding allowed) → the key; anything else → null. */
export function parseSettingsKey(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url')
  return bytes.length === 32 ? bytes : null
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8)

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the settings key must be 32 bytes (AES-256)')
  const keyId = keyIdOf(key)
  return {
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))
      return [VERSION, keyId, ...parts].join('.')
    },
    open(sealed, context) {
      const [version, sealedKeyId, iv, tag, body] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error(`a sealed secret (${context}) is not in the ${VERSION} format`)
      if (sealedKeyId !== keyId)
        throw new Error(`a sealed secret (${context}) was sealed with another SETTINGS_ENCRYPTION_KEY`)
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      try {
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        )
      } catch {
        throw new Error(`a sealed secret (${context}) does not open: altered, or sealed for another field`)
      }
    },
  }
}
