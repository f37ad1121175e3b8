// Spec §3/§5 batch products: a quantity per option value, added together against custom.batch.
import { MAX_LINE_QUANTITY } from './selection.ts'

/**
 * Flat record keyed `${optionName}:${optionValue}` (e.g. 'Flavor:Mango' → 3), so it serialises
 * to JSON and Redux state as is. Build keys with batchKey only.
 */
export type BatchQuantities = Record<string, number>

export const batchKey = (optionName: string, optionValue: string) => `${optionName}:${optionValue}`

export function batchQuantity(q: BatchQuantities, optionName: string, optionValue: string): number {
  return q[batchKey(optionName, optionValue)] ?? 0
}

/** Sets one value's quantity, never below 0 (nor above the per-line cap); 0 drops the key. */
export function setBatchQuantity(
  q: BatchQuantities,
  optionName: string,
  optionValue: string,
  quantity: number,
): BatchQuantities {
  const key = batchKey(optionName, optionValue)
  const n = Number.isFinite(quantity) ? Math.min(Math.max(Math.floor(quantity), 0), MAX_LINE_QUANTITY) : 0
  const { [key]: _old, ...rest } = q
  return n === 0 ? rest : { ...rest, [key]: n }
}

/** Stepper +1 / −1 (the − button is disabled at 0; see canDecrementBatch). */
export function stepBatchQuantity(
  q: BatchQuantities,
  optionName: string,
  optionValue: string,
  delta: number,
): BatchQuantities {
  return setBatchQuantity(q, optionName, optionValue, batchQuantity(q, optionName, optionValue) + delta)
}

export function canDecrementBatch(q: BatchQuantities, optionName: string, optionValue: string): boolean {
  return batchQuantity(q, optionName, optionValue) > 0
}

/** Units selected across all option values. */
export function batchTotal(q: BatchQuantities): number {
  return Object.values(q).reduce((sum, n) => sum + n, 0)
}

/** No minimum (null / 0) is always met. */
export function batchMinimumMet(total: number, min: number | null | undefined): boolean {
  return !min || total >= min
}

/** Selected values with their quantities, in insertion order, for the cart or checkout. */
export function batchLines(
  q: BatchQuantities,
): { optionName: string; optionValue: string; quantity: number }[] {
  return Object.entries(q)
    .filter(([, n]) => n > 0)
    .map(([key, quantity]) => {
      const at = key.indexOf(':')
      return { optionName: key.slice(0, at), optionValue: key.slice(at + 1), quantity }
    })
}
