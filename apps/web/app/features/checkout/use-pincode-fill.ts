// The checkout's pincode fills the city and state (issue 17 §3): each newly found pincode sets both once,
// and the shopper may still change them. An empty pincode starts from the last one checked on this phone.
import { useEffect, useRef } from 'react'
import { readPincode } from '../../lib/storage/pincode-storage.ts'
import { usePincodeLookup } from '../delivery/use-pincode-lookup.ts'
import type { FormBinding } from './TextField.tsx'

export function usePincodeFill({ form, onChange }: FormBinding) {
  const lookup = usePincodeLookup(form.pincode)
  const filled = useRef('')
  useEffect(() => {
    const last = readPincode()
    if (last) onChange('pincode', last)
    // Once, on the first render in the browser: later typing is the shopper's.
  }, [])
  useEffect(() => {
    if (lookup.kind !== 'found' || filled.current === lookup.answer.pincode) return
    filled.current = lookup.answer.pincode
    onChange('city', lookup.answer.city)
    onChange('state', lookup.answer.state)
  }, [lookup, onChange])
  return lookup
}
