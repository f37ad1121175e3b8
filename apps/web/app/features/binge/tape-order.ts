// Order of the binge feed: /binge/{id} starts at that tape, then the list without it; pages append
// without repeating a tape already shown.
import type { Tape } from '@haat/domain/catalog/entities'

export function startingAt(first: Tape | undefined, rest: readonly Tape[]): Tape[] {
  return first ? [first, ...rest.filter((t) => t.id !== first.id)] : [...rest]
}

export function appendTapes(shown: readonly Tape[], page: readonly Tape[]): Tape[] {
  const seen = new Set(shown.map((t) => t.id))
  return [...shown, ...page.filter((t) => !seen.has(t.id))]
}
