import { PageHeader } from '../components/PageHeader.tsx'
import { BROWSE_CRUMB } from '../features/listing/listing-crumbs.ts'
import { emptyListingText } from '../features/listing/empty-state-text.ts'
import { ListingPage } from '../features/listing/ListingPage.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/tags.$slug.ts'

export { loader } from './tags.$slug.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const tag = args.loaderData?.tag
  return pageMeta(
    args,
    tag
      ? {
          title: `#${tag.name}`,
          description: `Shop products tagged #${tag.name} from independent Indian brands on Haat. Upvote the ones you love to unlock exclusive prices.`,
        }
      : { title: 'Tag not found', noindex: true },
  )
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, page, query, tapes } = loaderData
  return (
    <ListingPage
      crumbs={[BROWSE_CRUMB, { name: `#${tag.name}` }]}
      heading={
        <PageHeader eyebrow="Tag" title={`#${tag.name}`}>
          <p>Everything our makers have tagged {tag.name.toLowerCase()}, in one place.</p>
        </PageHeader>
      }
      page={page}
      query={query}
      tapes={tapes}
      emptyText={emptyListingText({ categoryAsked: false, scoped: true })}
    />
  )
}
