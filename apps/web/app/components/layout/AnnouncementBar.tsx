import { Link } from 'react-router'
import { UPVOTE_FOR_DISCOUNT } from '@haat/domain/constants/messages'

/** Spec §1: a "UPVOTE FOR DISCOUNT" banner advertises the upvote-for-offer deal. */
export function AnnouncementBar() {
  return (
    <div className="bg-ink text-paper">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-xs sm:text-sm">
        <span className="rounded-full bg-saffron-500 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wider text-ink">
          {UPVOTE_FOR_DISCOUNT}
        </span>
        <span>
          Upvote what you love, unlock its exclusive price.{' '}
          <Link
            to="/browse-all?sortBy=most-votes"
            className="font-semibold underline underline-offset-2 hover:text-saffron-200"
          >
            See top voted
          </Link>
        </span>
      </p>
    </div>
  )
}
