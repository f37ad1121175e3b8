// The guest's own votes on this device (localStorage guest_upvotes), as product cards.
import { Link } from 'react-router'
import { DataFallback } from '../../components/DataFallback.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { ProductGridSkeleton } from '../../components/ui/Skeleton.tsx'
import { PicksGrid } from '../guides/PicksGrid.tsx'
import { ShowMoreVotes } from './ShowMoreVotes.tsx'
import { useGuestVotes } from './use-guest-votes.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function GuestVotesList() {
  const { status, products, hasMore, more } = useGuestVotes()
  const busy = status === 'reading' || status === 'loading'
  const t = useT()
  if (status === 'ready' && products.length === 0) {
    return (
      <EmptyState title={t('No votes yet')}>
        <p>
          {t(
            'Find something you love and give it an upvote: it unlocks the offer, and we keep it here for you.',
          )}
        </p>
        <Link to="/browse-all?sortBy=trending" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('Explore trending')}
        </Link>
      </EmptyState>
    )
  }
  return (
    <section aria-labelledby="guest-votes-title" aria-busy={busy} className="space-y-4">
      <h2 id="guest-votes-title" className="font-display text-2xl font-semibold">
        {t('Voted in this browser')}
        {!busy && !hasMore && <span className="text-ink-faint"> · {products.length}</span>}
      </h2>
      {products.length > 0 && <PicksGrid products={products} eager={0} />}
      {busy && <ProductGridSkeleton count={products.length === 0 ? 4 : 2} />}
      {status === 'failed' && <DataFallback onRetry={more} />}
      {status === 'ready' && hasMore && <ShowMoreVotes onClick={more} />}
    </section>
  )
}
