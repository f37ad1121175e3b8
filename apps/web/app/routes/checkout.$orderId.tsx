// /checkout/:orderId — the built-in checkout's page (issue 5). The order is the signed-in shopper's, so
// it is read in the browser with their token; the server renders the frame.
import { Page } from '../components/Page.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/checkout.$orderId.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Checkout', description: 'Delivery address and payment.', noindex: true })

export default function Checkout({ params }: Route.ComponentProps) {
  return (
    <Page>
      <PageHeader eyebrow="Secure checkout" title="Checkout" />
      <CheckoutPage orderId={params.orderId} />
    </Page>
  )
}
