// Spec §2/§6 My Votes. Sign-in arrives in a later issue: a guest reads what My Votes will be and sees
// the votes held in this browser (guest_upvotes).
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { GuestVotesList } from '../features/votes/GuestVotesList.tsx'
import { SignInNote } from '../features/votes/SignInNote.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/votes.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'My Votes',
    description: 'Products you upvoted on Haat, with the offers you unlocked.',
    noindex: true,
  })

export default function Votes() {
  return (
    <Page>
      <PageHeader eyebrow="Your haat" title="My Votes">
        <p>Every product you upvote lands here, with the exclusive price your vote unlocked.</p>
      </PageHeader>
      <SignInNote />
      <GuestVotesList />
    </Page>
  )
}
