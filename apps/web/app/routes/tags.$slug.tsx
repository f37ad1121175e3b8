import { PageHeader } from '../components/PageHeader.tsx'
import { browseCrumb } from '../features/listing/listing-crumbs.ts'
import { emptyListingText } from '../features/listing/empty-state-text.ts'
import { ListingPage } from '../features/listing/ListingPage.tsx'
import { useT } from '../lib/i18n/use-t.ts'
import { metaTranslator, pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/tags.$slug.ts'

export { loader } from './tags.$slug.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const tag = args.loaderData?.tag
  const t = metaTranslator(args.matches)
  return pageMeta(
    args,
    tag
      ? {
          title: `#${tag.name}`,
          description: t(
            'Shop products tagged #{tag} from independent Indian brands on Haat. Upvote the ones you love to unlock exclusive prices.',
            { tag: tag.name },
          ),
        }
      : { title: 'Tag not found', noindex: true },
  )
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, page, query, tapes } = loaderData
  const t = useT()
  return (
    <ListingPage
      crumbs={[browseCrumb(t), { name: `#${tag.name}` }]}
      heading={
        <PageHeader eyebrow="Tag" title={`#${tag.name}`}>
          <p>
            {t('Everything our makers have tagged {tag}, in one place.', { tag: tag.name.toLowerCase() })}
          </p>
        </PageHeader>
      }
      page={page}
      query={query}
      tapes={tapes}
      emptyText={emptyListingText({ categoryAsked: false, scoped: true }, t)}
    />
  )
}
