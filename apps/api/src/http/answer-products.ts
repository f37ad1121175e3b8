// The products inside a catalogue answer (listing cards, a brand page's cards, a tape's or guide's
// products): every object with a numeric id and a boolean isUpvoted. Shared answers and pages find them
// once when they are stored, and lay each viewer's isUpvoted and the latest counts over them.

export type AnswerProduct = { id: number; isUpvoted: boolean; upvoteCount?: number }

function isProduct(value: object): value is AnswerProduct {
  const v = value as Partial<AnswerProduct>
  return typeof v.id === 'number' && typeof v.isUpvoted === 'boolean'
}

/** Calls visit on every product in a parsed JSON answer, outermost first. */
export function forEachProduct(value: unknown, visit: (product: AnswerProduct) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachProduct(item, visit)
    return
  }
  if (value === null || typeof value !== 'object') return
  if (isProduct(value)) visit(value)
  for (const inner of Object.values(value))
    if (inner !== null && typeof inner === 'object') forEachProduct(inner, visit)
}

/** [id, upvoteCount] of every product shown (count -1 when the answer shows none). */
export function productsIn(value: unknown): [number, number][] {
  const seen: [number, number][] = []
  forEachProduct(value, (p) => seen.push([p.id, p.upvoteCount ?? -1]))
  return seen
}
