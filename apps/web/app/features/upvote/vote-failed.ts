// §8 upvote fails: the shown count goes back and the failure is logged (guest and signed-in votes).
import { reportUiError } from '../../lib/api/ui-logger.ts'
import type { AppDispatch } from '../../store/store.ts'
import { upvotesActions } from '../../store/upvotes-slice.ts'

export function voteFailed(
  dispatch: AppDispatch,
  product: { id: number; upvoteCount: number },
  err: unknown,
) {
  const { id, upvoteCount } = product
  dispatch(upvotesActions.voteSettled({ id, upvoteCount, isUpvoted: false }))
  const message = err instanceof Error ? err.message : String(err)
  reportUiError({
    severity: 'error',
    source: 'upvote',
    message: `Upvote of product ${id} failed: ${message}`,
  })
}
