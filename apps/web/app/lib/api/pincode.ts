// GET /api/pincode/{pincode}: city, state and delivery estimate of a pincode (issue 17 §3).
import type { PincodeAnswer } from '@haat/domain/catalog/pincode'
import type { ApiTransport } from './transport.ts'

export function getPincode(api: ApiTransport, pincode: string) {
  return api<PincodeAnswer>({ path: `/pincode/${pincode}` })
}
