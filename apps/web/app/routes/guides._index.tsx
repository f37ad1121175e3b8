// Spec §2 /guides: every guide as a card (picture, name, headline, curator).
import { GUIDES_LABEL } from '@haat/domain/constants/messages'
import { EmptyState } from '../components/EmptyState.tsx'
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { GuideGrid } from '../features/guides/GuideGrid.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/guides._index.ts'
import { useT } from '../lib/i18n/use-t.ts'

export { loader } from './guides._index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Guides',
    description:
      'Gift guides and curated edits from Haat’s curators: the best of independent Indian brands, picked by people who use them.',
    image: args.loaderData?.guides[0]?.imageUrl,
  })

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData
  const t = useT()
  return (
    <Page>
      <PageHeader eyebrow={GUIDES_LABEL} title="Curated guides">
        <p>{t('Edits by people with taste and opinions. Every pick is something they would buy again.')}</p>
      </PageHeader>
      {guides.length ? <GuideGrid guides={guides} /> : <EmptyState title={t('No guides yet')} />}
    </Page>
  )
}
