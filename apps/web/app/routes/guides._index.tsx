import { Link } from 'react-router'
import { GUIDES_LABEL } from '@haat/domain/constants/messages'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/guides._index.ts'

export { loader } from './guides._index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Guides',
    description:
      'Gift guides and curated edits from Haat’s curators: the best of independent Indian brands, picked by people who use them.',
  })

export default function Guides({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <PageHeader eyebrow={GUIDES_LABEL} title="Curated guides">
        <p>Edits by people with taste and opinions. Every pick is something they would buy again.</p>
      </PageHeader>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.guides.map((g, i) => (
          <li key={g.id}>
            <Link
              to={`/guides/${g.paramName}`}
              className="group block overflow-hidden rounded-card border border-line bg-card shadow-card hover:shadow-lift"
            >
              <img
                src={g.imageUrl}
                alt=""
                width={800}
                height={500}
                loading={i < 3 ? 'eager' : 'lazy'}
                className="aspect-[8/5] w-full bg-sand object-cover"
              />
              <span className="block space-y-1 p-4">
                <span className="block font-display text-xl font-semibold group-hover:text-saffron-700">
                  {g.name}
                </span>
                <span className="line-clamp-2 block text-sm text-ink-soft">{g.headline}</span>
                <span className="block text-xs text-ink-faint">Curated by {g.curatorName}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  )
}
