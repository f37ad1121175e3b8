// The signed-in shopper's votes (every device), as the store's product cards.
import { Link } from 'react-router'
import { DataFallback } from '../../components/DataFallback.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { ProductGridSkeleton } from '../../components/ui/Skeleton.tsx'
import { PicksGrid } from '../guides/PicksGrid.tsx'
import { ShowMoreVotes } from './ShowMoreVotes.tsx'
import { useMyVotes } from './use-my-votes.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function MyVotesList({ userId }: { userId: string }) {
  const { status, products, total, next, more, retry } = useMyVotes(userId)
  const t = useT()
  if (status === 'ready' && products.length === 0) {
    return (
      <EmptyState title={t('No votes yet')}>
        <p>
          {t('Upvote the products you love: each vote unlocks an exclusive price, and we keep them here.')}
        </p>
        <Link to="/browse-all?sortBy=trending" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('Explore trending')}
        </Link>
      </EmptyState>
    )
  }
  return (
    <section aria-labelledby="my-votes-title" aria-busy={status === 'loading'} className="space-y-4">
      <h2 id="my-votes-title" className="font-display text-2xl font-semibold">
        {t('Your upvoted products')}
        {status !== 'loading' && total > 0 && <span className="text-ink-faint"> · {total}</span>}
      </h2>
      {products.length > 0 && <PicksGrid products={products} eager={0} />}
      {status === 'loading' && <ProductGridSkeleton count={products.length === 0 ? 4 : 2} />}
      {status === 'failed' && <DataFallback onRetry={retry} />}
      {status === 'ready' && next !== null && <ShowMoreVotes onClick={more} />}
    </section>
  )
}
