// "Your order was cancelled" / "Your refund is on its way": what was cancelled and, for a paid order,
// how the money comes back (to the same UPI id or card, as payment providers refund).
import type { Order } from '@haat/domain/catalog/order'
import { formatINR } from '@haat/domain/format/money'
import {
  button,
  emailLayout,
  escapeHtml,
  heading,
  paragraph,
  textLayout,
  type RenderedEmail,
} from './layout.ts'
import { itemsTable, itemsText, paymentLabel } from './order-parts.ts'

export function orderCancelledEmail(
  order: Order,
  kind: 'cancelled' | 'refunded',
  to: { name: string | null; origin: string },
): RenderedEmail {
  const link = `${to.origin}/orders/${order.publicId}`
  const hello = to.name ? `Hi ${to.name},` : 'Hello,'
  const refunded = kind === 'refunded'
  const subject = refunded
    ? `Refund of ${formatINR(order.total)} for haat order ${order.publicId}`
    : `Your haat order ${order.publicId} was cancelled`
  const moneyNote = refunded
    ? `We have refunded ${formatINR(order.total)} to your ${paymentLabel(order)}. Banks usually show it within 5–7 working days.`
    : order.paymentMethod && order.paymentMethod !== 'COD' && order.paidAt
      ? `Your payment of ${formatINR(order.total)} will be refunded to your ${paymentLabel(order)}.`
      : 'You have not been charged.'
  const html = emailLayout({
    title: subject,
    preheader: moneyNote,
    origin: to.origin,
    body: [
      heading(refunded ? 'Your refund is on its way' : 'Your order was cancelled'),
      paragraph(
        `${escapeHtml(hello)} your order <strong>${escapeHtml(order.publicId)}</strong> ${refunded ? 'has been refunded' : 'was cancelled'}. ${escapeHtml(moneyNote)}`,
      ),
      itemsTable(order),
      button(link, 'View your order'),
    ].join('\n'),
  })
  const text = textLayout(
    [
      hello,
      '',
      `Your haat order ${order.publicId} ${refunded ? 'has been refunded' : 'was cancelled'}. ${moneyNote}`,
      '',
      ...itemsText(order),
      '',
      `View your order: ${link}`,
    ],
    to.origin,
  )
  return { subject, html, text }
}
