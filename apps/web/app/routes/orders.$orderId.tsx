// /orders/:orderId — the order confirmation and, later, the order's own page.
import { Page } from '../components/Page.tsx'
import { OrderDetail } from '../features/orders/OrderDetail.tsx'
import { metaTranslator, pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/orders.$orderId.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: metaTranslator(args.matches)('Order {orderId}', { orderId: args.params.orderId }),
    description: 'Your Haat order.',
    noindex: true,
  })

export default function OrderPage({ params }: Route.ComponentProps) {
  return (
    <Page>
      <OrderDetail orderId={params.orderId} />
    </Page>
  )
}
