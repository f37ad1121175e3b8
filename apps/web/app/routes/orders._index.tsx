// /orders — My Orders (§6: signed-in shoppers see their orders).
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { OrdersList } from '../features/orders/OrdersList.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/orders._index.ts'
import { useT } from '../lib/i18n/use-t.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'My Orders', description: 'Your orders on Haat.', noindex: true })

export default function Orders() {
  const t = useT()
  return (
    <Page width="narrow">
      <PageHeader eyebrow="Your haat" title="My Orders">
        <p>{t('Everything you ordered, newest first.')}</p>
      </PageHeader>
      <OrdersList />
    </Page>
  )
}
