// Cash on delivery only where the operator's shipping rules offer it (issue 17 §3, decision 0780). The
// pincode decides where the parcel goes; a pincode we do not know falls back to the state typed.
import type { Address } from '@haat/domain/rules/checkout-schema'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { zoneFor } from '@haat/domain/rules/delivery-estimate'
import type { ShippingRules } from '@haat/domain/rules/shipping-rules'
import { HttpError } from '../../http/errors.ts'
import { findPincode } from '../../pincodes/pincode-table.ts'

export function refuseUnlessCodOffered(rules: ShippingRules, address: Address): void {
  const state = findPincode(address.pincode)?.state ?? address.state
  if (zoneFor(rules, state).cod) return
  throw new HttpError(
    422,
    CHECKOUT_ERRORS.codUnavailable,
    `Cash on delivery is not offered for pincode ${address.pincode} (${state}): pay online instead`,
  )
}
