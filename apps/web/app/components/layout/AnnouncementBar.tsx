import { Link } from 'react-router'
import { UPVOTE_FOR_DISCOUNT } from '@haat/domain/constants/messages'
import { useT } from '../../lib/i18n/use-t.ts'

/** Spec §1: a "UPVOTE FOR DISCOUNT" banner advertises the upvote-for-offer deal. */
export function AnnouncementBar() {
  const t = useT()
  return (
    <div className="bg-ink text-paper">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2.5 px-4 py-2 text-xs sm:text-sm">
        <span className="shrink-0 rounded-full bg-saffron-500 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wider whitespace-nowrap text-ink">
          {t(UPVOTE_FOR_DISCOUNT)}
        </span>
        <span className="hidden sm:inline">{t('Upvote what you love, unlock its exclusive price.')}</span>
        <Link
          to="/browse-all?sortBy=most-votes"
          className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-saffron-200"
        >
          <span className="sm:hidden">{t('Unlock exclusive prices →')}</span>
          <span className="hidden sm:inline">{t('See top voted')}</span>
        </Link>
      </p>
    </div>
  )
}
