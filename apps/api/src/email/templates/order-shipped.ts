// "Your order is on its way": the courier and tracking number, with a tracking link when there is one.
import type { Order } from '@haat/domain/catalog/order'
import {
  button,
  emailLayout,
  escapeHtml,
  heading,
  paragraph,
  textLayout,
  type RenderedEmail,
} from './layout.ts'
import { addressLines, detailsBlock } from './order-parts.ts'

export type Tracking = { carrier: string; trackingNumber: string; trackingUrl?: string }

export function orderShippedEmail(
  order: Order,
  tracking: Tracking,
  to: { name: string | null; origin: string },
): RenderedEmail {
  const link = tracking.trackingUrl ?? `${to.origin}/orders/${order.publicId}`
  const hello = to.name ? `Hi ${to.name},` : 'Hello,'
  const subject = `Your haat order ${order.publicId} has shipped`
  const trackingLine = `${tracking.carrier} tracking number ${tracking.trackingNumber}`
  const html = emailLayout({
    title: subject,
    preheader: trackingLine,
    origin: to.origin,
    body: [
      heading('Your order is on its way'),
      paragraph(
        `${escapeHtml(hello)} your order <strong>${escapeHtml(order.publicId)}</strong> has left the brand.`,
      ),
      paragraph(
        `${escapeHtml(tracking.carrier)} tracking number <strong>${escapeHtml(tracking.trackingNumber)}</strong>`,
      ),
      button(link, tracking.trackingUrl ? 'Track your parcel' : 'View your order'),
      detailsBlock('Delivering to', addressLines(order)),
    ].join('\n'),
  })
  const text = textLayout(
    [
      hello,
      '',
      `Your haat order ${order.publicId} has shipped.`,
      trackingLine,
      `${tracking.trackingUrl ? 'Track your parcel' : 'View your order'}: ${link}`,
      '',
      'Delivering to:',
      ...addressLines(order).map((l) => `  ${l}`),
    ],
    to.origin,
  )
  return { subject, html, text }
}
