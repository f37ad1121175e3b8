import type { Order } from '@haat/domain/catalog/order'
import { TotalsList, type TotalsTestIds } from '../../components/TotalsList.tsx'

const ORDER_TEST_IDS: TotalsTestIds = { discount: 'order-discount', total: 'order-total' }

/** Subtotal at regular prices, the upvote savings, free delivery and the total the server computed. */
export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'discount' | 'total'> }) {
  return <TotalsList totals={order} testIds={ORDER_TEST_IDS} freeDelivery />
}
