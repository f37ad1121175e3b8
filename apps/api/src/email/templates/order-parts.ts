// Pieces every order message shares: its lines with the upvote savings, totals, address, payment.
import type { Order } from '@haat/domain/catalog/order'
import { formatINR } from '@haat/domain/format/money'
import { escapeHtml, style } from './layout.ts'

const { SANS, SOFT, INK, LINE } = style

export function paymentLabel(order: Pick<Order, 'paymentMethod' | 'cardLast4'>): string {
  if (order.paymentMethod === 'COD') return 'Cash on delivery'
  if (order.paymentMethod === 'CARD') return order.cardLast4 ? `Card ending ${order.cardLast4}` : 'Card'
  if (order.paymentMethod === 'UPI') return 'UPI'
  if (order.paymentMethod === 'NETBANKING') return 'Net banking'
  if (order.paymentMethod === 'WALLET') return 'Wallet'
  // Razorpay's other methods (EMI, pay later…): the money goes back the way it came.
  if (order.paymentMethod === 'OTHER') return 'original payment method'
  return 'Not chosen'
}

export function addressLines(order: Pick<Order, 'address'>): string[] {
  const a = order.address
  if (!a) return []
  return [
    a.name,
    a.line1,
    a.line2,
    [a.city, a.state].filter(Boolean).join(', ') + (a.pincode ? ` ${a.pincode}` : ''),
    a.phone ? `Phone ${a.phone}` : undefined,
  ].filter((l): l is string => Boolean(l))
}

const optionsOf = (item: Order['items'][number]) =>
  item.options
    .filter((o) => o.name !== 'Title')
    .map((o) => `${o.name}: ${o.value}`)
    .join(' · ')

const cell = (html: string, align = 'left', extra = '') =>
  `<td style="padding:10px 0;border-bottom:1px solid ${LINE};font:14px/1.5 ${SANS};color:${INK};text-align:${align};vertical-align:top${extra}">${html}</td>`

export function itemsTable(order: Order): string {
  const rows = order.items.map((i) => {
    const options = optionsOf(i)
    const saved =
      i.unitDiscount > 0
        ? `<br><span style="color:#116530">Upvote saving ${formatINR(i.unitDiscount * i.quantity)}</span>`
        : ''
    return `<tr>${cell(`<strong>${escapeHtml(i.title)}</strong>${options ? `<br><span style="color:${SOFT}">${escapeHtml(options)}</span>` : ''}<br><span style="color:${SOFT}">Qty ${i.quantity}</span>${saved}`)}${cell(formatINR(i.lineTotal), 'right', ';white-space:nowrap;padding-left:12px')}</tr>`
  })
  const total = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:6px 0;font:${strong ? 700 : 400} 15px/1.5 ${SANS};color:${INK}">${label}</td><td style="padding:6px 0;font:${strong ? 700 : 400} 15px/1.5 ${SANS};color:${INK};text-align:right">${value}</td></tr>`
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">
${rows.join('\n')}
${total('Subtotal', formatINR(order.subtotal))}
${order.discount > 0 ? total('<span style="color:#116530">Upvote savings</span>', `<span style="color:#116530">−${formatINR(order.discount)}</span>`) : ''}
${total('Total', formatINR(order.total), true)}
</table>`
}

export function itemsText(order: Order): string[] {
  const lines = order.items.map((i) => {
    const options = optionsOf(i)
    const saved = i.unitDiscount > 0 ? ` (upvote saving ${formatINR(i.unitDiscount * i.quantity)})` : ''
    return `- ${i.title}${options ? ` (${options})` : ''} × ${i.quantity}: ${formatINR(i.lineTotal)}${saved}`
  })
  return [
    ...lines,
    '',
    `Subtotal: ${formatINR(order.subtotal)}`,
    ...(order.discount > 0 ? [`Upvote savings: −${formatINR(order.discount)}`] : []),
    `Total: ${formatINR(order.total)}`,
  ]
}

export function detailsBlock(title: string, lines: readonly string[]): string {
  if (lines.length === 0) return ''
  return `<h2 style="margin:20px 0 6px;font:600 15px/1.4 ${SANS};color:${INK}">${escapeHtml(title)}</h2>
<p style="margin:0;font:14px/1.6 ${SANS};color:${SOFT}">${lines.map(escapeHtml).join('<br>')}</p>`
}
