// Spec §2/§6 My Votes. Signed in: the shopper's upvoted products from the API, paged. Guests: why to sign
// in, and the votes held in this browser (guest_upvotes). The server renders the guest view (tokens live
// in the browser); the signed-in list replaces it after hydration.
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { GuestVotesList } from '../features/votes/GuestVotesList.tsx'
import { MyVotesList } from '../features/votes/MyVotesList.tsx'
import { SignInNote } from '../features/votes/SignInNote.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import { useAppSelector } from '../store/store.ts'
import type { Route } from './+types/votes.ts'
import { useT } from '../lib/i18n/use-t.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'My Votes',
    description: 'Products you upvoted on Haat, with the offers you unlocked.',
    noindex: true,
  })

export default function Votes() {
  const user = useAppSelector((s) => s.auth.user)
  const t = useT()
  return (
    <Page>
      <PageHeader eyebrow="Your haat" title="My Votes">
        <p>{t('Every product you upvote lands here, with the exclusive price your vote unlocked.')}</p>
      </PageHeader>
      {user ? (
        <MyVotesList userId={user.id} />
      ) : (
        <>
          <SignInNote />
          <GuestVotesList />
        </>
      )}
    </Page>
  )
}
