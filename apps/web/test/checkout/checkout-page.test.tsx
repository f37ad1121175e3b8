// The checkout page over the real store and router: the order comes from the API with the shopper's
// token; paying online starts a payment session and opens the gateway's Checkout (here a stand-in for
// Razorpay's window, an outside system); a failed try and a closed window are shown at the payment, the
// next click reuses the same attempt, and the verified payment takes its lines out of the bag.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import type { Order } from '@haat/domain/catalog/order'
import { CheckoutPage } from '../../app/features/checkout/CheckoutPage.tsx'
import { signedIn } from '../../app/store/auth-slice.ts'
import { makeStore } from '../../app/store/store.ts'
import { item } from '../cart/fake-cart-api.ts'

const order: Order = {
  publicId: 'HT-ABCDEFGHJK',
  status: 'PENDING',
  items: [
    {
      productId: 1,
      variantId: 11,
      title: 'Wooden Rainbow Stacker',
      slug: 'stacker',
      image: null,
      options: [],
      quantity: 1,
      unitPrice: 1499,
      unitDiscount: 450,
      lineTotal: 1049,
    },
  ],
  subtotal: 1499,
  discount: 450,
  total: 1049,
  coupon: null,
  paymentMethod: null,
  cardLast4: null,
  address: null,
  createdAt: '2026-11-22T04:00:00.000Z',
  paidAt: null,
  expiresAt: '2026-11-22T04:30:00.000Z',
  cancelledAt: null,
  refundStatus: null,
  tracking: null,
  shippedAt: null,
  deliveredAt: null,
}

type Options = {
  key: string
  order_id: string
  handler: (r: object) => void
  modal: { ondismiss: () => void }
}
/** Razorpay Checkout's window: the first open fails a try and is closed, the next one pays. */
function stubGatewayWindow(opened: Options[]) {
  class Razorpay {
    failed: (e: { error: { description: string } }) => void = () => {}
    options: Options
    constructor(options: Options) {
      this.options = options
    }
    on(_event: string, fn: (e: { error: { description: string } }) => void) {
      this.failed = fn
    }
    open() {
      opened.push(this.options)
      if (opened.length === 1) {
        this.failed({ error: { description: 'Payment failed at the bank' } })
        this.options.modal.ondismiss()
      } else
        this.options.handler({
          razorpay_payment_id: 'pay_Abcdef123456',
          razorpay_order_id: this.options.order_id,
          razorpay_signature: 'a'.repeat(64),
        })
    }
  }
  vi.stubGlobal('Razorpay', Razorpay)
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** GET /api/pincode/560001 as the API answers it. */
const bengaluru = {
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  zone: 'south',
  deliveryDays: 3,
  estimatedDelivery: '2026-12-01',
  cod: true,
}

it('shows the order, pays online through the gateway window, and confirms', async () => {
  const calls: { url: string; body: Record<string, unknown>; auth: string | null }[] = []
  const session = {
    gateway: 'razorpay',
    keyId: 'rzp_test_x',
    gatewayOrderId: 'order_Abcdef123456',
    amount: 104900,
    currency: 'INR',
    checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    name: 'Haat',
    description: `Order ${order.publicId}`,
    prefill: { name: 'Asha Rao', contact: '9876543210' },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('authorization')
      if (url === `/api/orders/${order.publicId}`) return Response.json(order)
      if (url === '/api/pincode/560001') return Response.json(bengaluru)
      if (url.startsWith(`/api/orders/${order.publicId}/payment`)) {
        calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown>, auth })
        return url.endsWith('/verify')
          ? Response.json({ ...order, status: 'PAID', paymentMethod: 'UPI' })
          : Response.json(session)
      }
      return Response.json({}) // ui-logger, cart sync
    }),
  )
  const opened: Options[] = []
  stubGatewayWindow(opened)
  localStorage.setItem('access_token', 'tok')
  const store = makeStore({
    cart: { ...makeStore().getState().cart, items: [item(1, 11, 1), item(2, 21, 1)] },
  })
  store.dispatch(signedIn({ user: { id: 'u1', name: 'Asha Rao', email: 'a@x.in' }, accessToken: 'tok' }))
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/checkout/${order.publicId}`]}>
        <Routes>
          <Route path="/checkout/:id" element={<CheckoutPage orderId={order.publicId} />} />
          <Route path="/orders/:id" element={<p>confirmation page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  expect(await screen.findByText('Wooden Rainbow Stacker')).toBeTruthy()
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  type('Full name', 'Asha Rao')
  type('Mobile number', '9876543210')
  type('House, street, area', '12 MG Road')
  type('City', 'Bengaluru')
  type('State', 'Karnataka')
  type('Pincode', '56a0001')
  expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('560001')
  // No card or UPI field on the store's page.
  expect(screen.queryByLabelText(/card number|cvc|cvv|upi id/i)).toBeNull()

  // The pincode's answer is shown under the field (city and state were typed already).
  expect((await screen.findByTestId('delivery-note')).textContent).toContain('Delivery by Tue, 1 Dec')
  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,049' }))
  expect(await screen.findByText('Payment not completed. You can try again.')).toBeTruthy()
  expect(opened[0]).toMatchObject({ key: 'rzp_test_x', order_id: 'order_Abcdef123456' })
  expect(calls[0]).toMatchObject({
    auth: 'Bearer tok',
    body: { address: { name: 'Asha Rao', pincode: '560001' }, attempt: expect.stringMatching(/^web-/) },
  })
  expect(store.getState().cart.items).toHaveLength(2)

  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,049' }))
  expect(await screen.findByText('confirmation page')).toBeTruthy()
  // The same attempt both times: a second click never makes a second gateway order.
  expect(calls[1]!.body.attempt).toBe(calls[0]!.body.attempt)
  expect(calls[2]).toMatchObject({
    url: `/api/orders/${order.publicId}/payment/verify`,
    body: { razorpay_order_id: 'order_Abcdef123456', razorpay_payment_id: 'pay_Abcdef123456' },
  })
  expect(store.getState().cart.items.map((i) => i.productId)).toEqual([2]) // the paid line left the bag
})
