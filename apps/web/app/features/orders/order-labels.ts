// How an order's status and payment read to the shopper.
import type { Order } from '@haat/domain/catalog/order'
import type { OrderStatus, PaymentMethod, RefundStatus } from '@haat/domain/rules/checkout'
import type { BadgeTone } from '../../components/ui/Badge.tsx'
import type { Locale } from '../../lib/i18n/locale.ts'
import type { Translate } from '../../lib/i18n/translator.ts'

export const STATUS_LABELS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Awaiting payment', tone: 'saffron' },
  PAID: { label: 'Paid', tone: 'leaf' },
  CONFIRMED: { label: 'Confirmed · pay on delivery', tone: 'leaf' },
  SHIPPED: { label: 'Shipped', tone: 'leaf' },
  DELIVERED: { label: 'Delivered', tone: 'leaf' },
  CANCELLED: { label: 'Cancelled', tone: 'sand' },
  EXPIRED: { label: 'Expired · not paid', tone: 'sand' },
}

const METHODS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  CARD: 'Card',
  NETBANKING: 'Netbanking',
  WALLET: 'Wallet',
  OTHER: 'Paid online',
  COD: 'Cash on delivery',
}

/** A cancelled paid order's refund, as the gateway reports it. */
export const REFUND_LABELS: Record<RefundStatus, string> = {
  PENDING: 'Refund on its way: it reaches your account in 5–7 working days',
  PROCESSED: 'Refunded to your original payment method',
  FAILED: 'The refund did not go through; our team will contact you',
}

export function paymentLabel(order: Pick<Order, 'paymentMethod' | 'cardLast4'>, t: Translate): string {
  if (!order.paymentMethod) return t('Not paid yet')
  if (order.paymentMethod === 'CARD' && order.cardLast4)
    return t('Card ending {last4}', { last4: order.cardLast4 })
  return t(METHODS[order.paymentMethod])
}

const dateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
}
// Month names in the page's language; hi-IN writes its digits 0–9 as en-IN does (decision 0790).
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  'en-IN': new Intl.DateTimeFormat('en-IN', dateOptions),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', dateOptions),
}
export const orderDate = (iso: string, locale: Locale = 'en-IN') => dateFormats[locale].format(new Date(iso))
