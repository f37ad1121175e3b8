import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { TapeGrid } from '../components/catalog/TapeGrid.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/binge._index.ts'

export { loader } from './binge._index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Binge',
    description: 'Short product videos from independent Indian brands. Watch, upvote, unlock the offer.',
  })

export default function Binge({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <PageHeader eyebrow="Tapes" title="Binge">
        <p>Thirty seconds with every maker. Tap a tape to watch it.</p>
      </PageHeader>
      <TapeGrid tapes={loaderData.tapes.content} />
    </Page>
  )
}
