// Looks a complete pincode up (GET /api/pincode/{pincode}) whenever it changes; shorter or malformed
// input is not asked about. The answer of an older pincode never replaces a newer one's.
import { useEffect, useState } from 'react'
import type { PincodeAnswer } from '@haat/domain/catalog/pincode'
import { isPincode } from '@haat/domain/rules/pincode'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { getPincode } from '../../lib/api/pincode.ts'
import { isNotFound } from '../../lib/api/transport.ts'
import { writePincode } from '../../lib/storage/pincode-storage.ts'

export type PincodeLookup =
  | { kind: 'idle' }
  | { kind: 'loading'; pincode: string }
  | { kind: 'found'; answer: PincodeAnswer }
  | { kind: 'unknown'; pincode: string }
  | { kind: 'failed'; pincode: string }

export function usePincodeLookup(pincode: string): PincodeLookup {
  const [lookup, setLookup] = useState<PincodeLookup>({ kind: 'idle' })
  useEffect(() => {
    if (!isPincode(pincode)) {
      setLookup({ kind: 'idle' })
      return
    }
    let live = true
    setLookup({ kind: 'loading', pincode })
    getPincode(fetchTransport, pincode)
      .then((answer) => {
        if (!live) return
        writePincode(pincode)
        setLookup({ kind: 'found', answer })
      })
      .catch((err: unknown) => {
        if (live) setLookup(isNotFound(err) ? { kind: 'unknown', pincode } : { kind: 'failed', pincode })
      })
    return () => {
      live = false
    }
  }, [pincode])
  return lookup
}
