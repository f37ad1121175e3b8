// The last pincode the shopper checked, so the product page and the checkout start from it.
const PINCODE_KEY = 'haat.pincode'

export function readPincode(): string {
  try {
    return window.localStorage.getItem(PINCODE_KEY) ?? ''
  } catch {
    return ''
  }
}

export function writePincode(pincode: string) {
  try {
    window.localStorage.setItem(PINCODE_KEY, pincode)
  } catch {
    // storage blocked: the pincode is asked again next time
  }
}
