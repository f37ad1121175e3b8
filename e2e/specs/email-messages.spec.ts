// Issue 18: every message the store sends, as a mail program shows it. The purchase specs render the
// confirmation from a real order (email.spec.ts); the shipped, cancelled, refunded, verification and
// reset messages are rendered here from the same templates the job uses, in Chromium at both sizes:
// each names what happened, its button leads to the store, and nothing is wider than the screen.
import { expect, test } from '../support/test.ts'
import type { Order } from '@haat/domain/catalog/order'
import { passwordResetEmail, verifyEmailEmail } from '../../apps/api/src/email/templates/account-emails.ts'
import type { RenderedEmail } from '../../apps/api/src/email/templates/layout.ts'
import { orderCancelledEmail } from '../../apps/api/src/email/templates/order-cancelled.ts'
import { orderConfirmationEmail } from '../../apps/api/src/email/templates/order-confirmation.ts'
import { orderShippedEmail } from '../../apps/api/src/email/templates/order-shipped.ts'
import { saveScreenshot } from '../support/screenshot.ts'

const origin = 'https://haat.example'
const to = { name: 'Meera Iyer', origin }
const order: Order = {
  publicId: 'HT-7Q2KD9XW4M',
  status: 'SHIPPED',
  items: [
    {
      productId: 1,
      variantId: 11,
      title: 'Kumkumadi Tailam — 30 ml',
      slug: 'kumkumadi-tailam',
      image: '/media/products/amla-apothecary-kumkumadi-tailam-1-960.webp',
      options: [{ name: 'Size', value: '30 ml' }],
      quantity: 2,
      unitPrice: 699,
      unitDiscount: 280,
      lineTotal: 838,
    },
  ],
  subtotal: 1398,
  discount: 560,
  total: 838,
  coupon: null,
  paymentMethod: 'UPI',
  cardLast4: null,
  address: {
    name: 'Meera Iyer',
    phone: '9876543210',
    line1: '7 Besant Nagar 2nd Avenue',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600090',
  },
  createdAt: '2026-11-25T06:00:00.000Z',
  paidAt: '2026-11-25T06:01:00.000Z',
  expiresAt: null,
  cancelledAt: null,
  refundStatus: null,
  tracking: { carrier: 'Delhivery', trackingNumber: 'DL-88213409' },
  shippedAt: '2026-11-26T06:00:00.000Z',
  deliveredAt: null,
}
const tracking = {
  carrier: 'Delhivery',
  trackingNumber: 'DL-88213409',
  trackingUrl: 'https://track.example/DL-88213409',
}

const messages: {
  name: string
  mail: RenderedEmail
  heading: string
  says: string
  button: string
  href: string
}[] = [
  {
    name: 'confirmed',
    mail: orderConfirmationEmail({ ...order, status: 'PAID', tracking: null, shippedAt: null }, to),
    heading: 'Your order is confirmed',
    says: 'Chennai',
    button: 'View your order',
    href: `${origin}/orders/${order.publicId}`,
  },
  {
    name: 'shipped',
    mail: orderShippedEmail(order, tracking, to),
    heading: 'Your order is on its way',
    says: 'DL-88213409',
    button: 'Track your parcel',
    href: tracking.trackingUrl,
  },
  {
    name: 'cancelled',
    mail: orderCancelledEmail({ ...order, status: 'CANCELLED', refundStatus: 'PENDING' }, 'cancelled', to),
    heading: 'Your order was cancelled',
    says: 'will be refunded to your UPI',
    button: 'View your order',
    href: `${origin}/orders/${order.publicId}`,
  },
  {
    name: 'refunded',
    mail: orderCancelledEmail({ ...order, status: 'CANCELLED', refundStatus: 'PROCESSED' }, 'refunded', to),
    heading: 'Your refund is on its way',
    says: '₹838',
    button: 'View your order',
    href: `${origin}/orders/${order.publicId}`,
  },
  {
    name: 'verify-email',
    mail: verifyEmailEmail(`${origin}/account/verify?token=t`, 48, to),
    heading: 'Confirm your email',
    says: 'works once and for 48 hours',
    button: 'Confirm my email',
    href: `${origin}/account/verify?token=t`,
  },
  {
    name: 'password-reset',
    mail: passwordResetEmail(`${origin}/account/reset?token=t`, 30, to),
    heading: 'Reset your password',
    says: '30 minutes',
    button: 'Choose a new password',
    href: `${origin}/account/reset?token=t`,
  },
]

for (const m of messages) {
  test(`the ${m.name} email reads as it should in a browser`, async ({ page }, info) => {
    await page.goto('about:blank') // no store page: its CSP would block the mail's inline styles
    await page.setContent(m.mail.html)
    await expect(page.getByRole('heading', { name: m.heading })).toBeVisible()
    await expect(page.getByText(m.says).filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: m.button })).toHaveAttribute('href', m.href)
    expect(m.mail.text).toContain(m.href) // the plain-text body carries the same link, written out
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await saveScreenshot(page, info, `email-${m.name}`)
  })
}
