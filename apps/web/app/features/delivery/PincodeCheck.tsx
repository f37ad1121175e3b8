// The product page's pincode box (issue 17 §3): the shopper types a pincode and sees the city, the
// estimated delivery date and cash on delivery. It starts from the last pincode checked on this phone.
import { useState } from 'react'
import { isPincode } from '@haat/domain/rules/pincode'
import { readPincode } from '../../lib/storage/pincode-storage.ts'
import { useBrowserValue } from '../../lib/use-browser-value.ts'
import { PincodeForm } from './PincodeForm.tsx'
import { usePincodeLookup } from './use-pincode-lookup.ts'

const inBrowser = () => true

export function PincodeCheck() {
  // The server (and hydration) start empty; the stored pincode follows right after.
  const stored = useBrowserValue(readPincode, '')
  const hydrated = useBrowserValue(inBrowser, false)
  const [typedState, setTyped] = useState<string | null>(null)
  const [checkedState, setChecked] = useState<string | null>(null)
  const typed = typedState ?? stored
  const checked = checkedState ?? stored
  const lookup = usePincodeLookup(checked)
  return (
    <PincodeForm
      hydrated={hydrated}
      value={typed}
      onValue={setTyped}
      onCheck={() => setChecked(typed)}
      lookup={typed === checked ? lookup : { kind: 'idle' }}
      invalid={typed === checked && checked !== '' && !isPincode(checked)}
    />
  )
}
