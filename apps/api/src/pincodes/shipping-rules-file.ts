// The operator's shipping rules: SHIPPING_RULES_FILE (a JSON file, shape in @haat/domain's
// shipping-rules.ts) or the defaults. A file that is missing or wrong stops start-up, naming the problem.
import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import {
  DEFAULT_SHIPPING_RULES,
  shippingRulesSchema,
  type ShippingRules,
} from '@haat/domain/rules/shipping-rules'

export async function loadShippingRules(file: string | undefined): Promise<ShippingRules> {
  if (!file) return DEFAULT_SHIPPING_RULES
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (err) {
    throw new Error(`SHIPPING_RULES_FILE ${file}: ${(err as Error).message}`, { cause: err })
  }
  const parsed = shippingRulesSchema.safeParse(json)
  if (!parsed.success) throw new Error(`SHIPPING_RULES_FILE ${file}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}
