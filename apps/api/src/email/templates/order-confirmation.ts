// "Your order is confirmed": the Terms page says an order is confirmed by this email. Items with the
// upvote savings, total, delivery address and payment method, and a link to the order.
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
import { addressLines, detailsBlock, itemsTable, itemsText, paymentLabel } from './order-parts.ts'

export function orderConfirmationEmail(
  order: Order,
  to: { name: string | null; origin: string },
): RenderedEmail {
  const link = `${to.origin}/orders/${order.publicId}`
  const hello = to.name ? `Hi ${to.name},` : 'Hello,'
  const paidNote =
    order.paymentMethod === 'COD'
      ? `Please keep ${formatINR(order.total)} ready for the courier.`
      : `We have received your payment of ${formatINR(order.total)}.`
  const subject = `Your haat order ${order.publicId} is confirmed`
  const html = emailLayout({
    title: subject,
    preheader: `${order.items.length} item${order.items.length === 1 ? '' : 's'}, ${formatINR(order.total)}. ${paidNote}`,
    origin: to.origin,
    body: [
      heading('Your order is confirmed'),
      paragraph(
        `${escapeHtml(hello)} thank you for shopping with independent brands on haat. ${escapeHtml(paidNote)}`,
      ),
      paragraph(`Order <strong>${escapeHtml(order.publicId)}</strong>`, true),
      itemsTable(order),
      order.discount > 0
        ? paragraph(
            `<strong style="color:#116530">Your upvotes saved you ${formatINR(order.discount)}.</strong>`,
          )
        : '',
      detailsBlock('Delivery address', addressLines(order)),
      detailsBlock('Payment', [paymentLabel(order)]),
      '<div style="height:16px"></div>',
      button(link, 'View your order'),
    ].join('\n'),
  })
  const text = textLayout(
    [
      hello,
      '',
      `Your haat order ${order.publicId} is confirmed. ${paidNote}`,
      '',
      ...itemsText(order),
      ...(order.discount > 0 ? ['', `Your upvotes saved you ${formatINR(order.discount)}.`] : []),
      '',
      'Delivery address:',
      ...addressLines(order).map((l) => `  ${l}`),
      '',
      `Payment: ${paymentLabel(order)}`,
      '',
      `View your order: ${link}`,
    ],
    to.origin,
  )
  return { subject, html, text }
}
