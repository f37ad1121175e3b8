// A vote on a product moves the total votes of the stored search answers that list it, and leaves the
// others stored (decision 0834). Whether a product matches a search is the database's text search to say,
// so each such answer waits for that word before it is sent again: none goes out without a vote it should
// show. Before, a vote (10 a second in the mix) dropped every stored search answer.
import type { Db } from '../db/client.ts'
import { searchesMatchingProduct } from '../repositories/searches-matching-product.ts'
import type { StoredAnswer } from './shared-answers.ts'

/** A stored answer of a search, with its compiled match text. */
export type SearchAnswer = [url: string, stored: StoredAnswer, match: string]

/** One statement for every stored search; an answer it cannot judge is dropped, as all were before. */
export function moveSearchTotals(
  db: Db,
  searched: SearchAnswer[],
  move: { productId: number; moved: number },
  drop: (url: string, stored: StoredAnswer) => void,
): void {
  const matches = [...new Set(searched.map(([, , match]) => match))]
  const judged = searchesMatchingProduct(db, move.productId, matches)
  for (const [url, stored, match] of searched) {
    // After any earlier vote's judging of the same answer: totals move in the order votes came.
    const waiting: Promise<void> = Promise.all([stored.judging, judged])
      .then(
        ([, matching]) => {
          if (matching.has(match)) stored.sumMoved += move.moved
        },
        () => drop(url, stored),
      )
      .finally(() => {
        if (stored.judging === waiting) stored.judging = undefined
      })
    stored.judging = waiting
  }
}
