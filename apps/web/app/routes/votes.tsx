import { Heart } from 'lucide-react'
import { Link } from 'react-router'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { buttonClasses } from '../components/ui/button.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/votes.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'My Votes',
    description: 'Products you upvoted on Haat, with the offers you unlocked.',
    noindex: true,
  })

/** My Votes lists a signed-in shopper's upvotes (spec §6); until sign-in lands it explains the idea. */
export default function Votes() {
  return (
    <Page>
      <PageHeader eyebrow="Your haat" title="My Votes">
        <p>Every product you upvote lands here, with the exclusive price your vote unlocked.</p>
      </PageHeader>
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-14 text-center">
        <Heart aria-hidden="true" className="size-10 text-rani-500" />
        <p className="font-display text-xl font-semibold">No votes yet</p>
        <p className="max-w-sm text-ink-soft">
          Find something you love and give it an upvote. We’ll keep it here for you.
        </p>
        <Link to="/browse-all?sortBy=trending" className={buttonClasses('primary')}>
          Explore trending
        </Link>
      </div>
    </Page>
  )
}
