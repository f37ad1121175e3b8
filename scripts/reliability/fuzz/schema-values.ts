// Values for a JSON schema (the OpenAPI document's dialect): a valid one, a boundary one, or a mutant.
import type { Rng } from '../lib/prng.ts'

export type Schema = {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  nullable?: boolean
  const?: unknown
}

export type Mode = 'valid' | 'boundary'

/** Known good values by field name (productId → real ids), so valid requests reach real rows. */
export type Known = Record<string, readonly (string | number)[]>

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type)

export function valueFor(schema: Schema, rng: Rng, mode: Mode, known: Known, name = ''): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return rng.pick(schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return valueFor(rng.pick(alternatives), rng, mode, known, name)
  if (mode === 'valid' && known[name]?.length) return rng.pick(known[name]!)
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === true ? 1 : 0)
      const max = Math.min(schema.maximum ?? 1000, 2 ** 31 - 1)
      const low = schema.exclusiveMinimum === true ? min + 1 : min
      if (mode === 'boundary') return rng.pick([low, max, low + 1, max - 1])
      return rng.int(low, Math.min(max, low + 50))
    }
    case 'boolean':
      return rng.chance(0.5)
    case 'array': {
      const min = schema.minItems ?? 0
      const max = Math.min(schema.maxItems ?? 5, 500)
      const length = mode === 'boundary' ? rng.pick([min, max]) : rng.int(min, Math.min(max, min + 3))
      return Array.from({ length }, () => valueFor(schema.items ?? {}, rng, mode, known, singular(name)))
    }
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6))
          out[key] = valueFor(prop, rng, mode, known, key)
      }
      return out
    }
    default:
      return stringFor(schema, rng, mode)
  }
}

function stringFor(schema: Schema, rng: Rng, mode: Mode): string {
  if (schema.format === 'email') return `shopper${rng.int(1, 999)}@example.in`
  if (schema.format === 'uri' || schema.format === 'url') return `https://haat.example/p/${rng.int(1, 99)}`
  if (schema.format === 'date-time') return new Date(1_750_000_000_000 + rng.int(0, 1e9)).toISOString()
  const min = schema.minLength ?? 1
  const max = Math.min(schema.maxLength ?? 40, 5000)
  const length = mode === 'boundary' ? rng.pick([min, max]) : rng.int(min, Math.min(max, min + 12))
  return 'abcdefghij'.repeat(Math.ceil(length / 10) + 1).slice(0, length)
}

/** 'productIds' → 'productId', 'items' → 'item': array items share their field's known values. */
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name)

/** Values that are wrong for almost any field: types, sizes and characters a client might send. */
export function mutantValue(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => -1,
    () => 0,
    () => 2 ** 31,
    () => 2 ** 53 + 1,
    () => 1e308,
    () => -1e308,
    () => 1.5,
    () => '12abc',
    () => 'NaN',
    () => 'Infinity',
    () => '',
    () => ' ',
    () => 'x'.repeat(rng.pick([300, 5000, 70_000])),
    () => '😀🛒👍🏽'.repeat(rng.int(1, 400)),
    () => 'مرحبا\u202Eabc\u200B',
    () => 'a\u0000b',
    () => "'; drop table votes; --",
    () => '<script>alert(1)</script>',
    () => '../../etc/passwd',
    () => '%00%ff%fe',
    () => true,
    () => null,
    () => [],
    () => [1, 'two', null],
    () => ({}),
    () => ({ $gt: '' }),
    () => ({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  ])()
}
