// The pincode → city/state table (pincodes.json: GeoNames' postal codes for India, CC BY 4.0; see README.md
// beside it and scripts/pincodes/build-pincodes.ts). Read once, on first use, into a Map.
import { readFileSync } from 'node:fs'

export type PincodePlace = { city: string; state: string }
type PincodeFile = { states: Record<string, Record<string, string>> }

let table: Map<string, PincodePlace> | undefined

function load(): Map<string, PincodePlace> {
  const file = JSON.parse(readFileSync(new URL('./pincodes.json', import.meta.url), 'utf8')) as PincodeFile
  const places = new Map<string, PincodePlace>()
  for (const [state, cities] of Object.entries(file.states)) {
    for (const [city, pins] of Object.entries(cities)) {
      const place = { city, state }
      for (const pin of pins.split(' ')) places.set(pin, place)
    }
  }
  return places
}

/** The city and state of a known pincode, else undefined. */
export function findPincode(pincode: string): PincodePlace | undefined {
  table ??= load()
  return table.get(pincode)
}
