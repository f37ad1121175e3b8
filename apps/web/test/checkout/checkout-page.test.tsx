// The checkout page over the real store and router: the order comes from the API with the shopper's
// token, a declined card is shown at the payment, a paid order takes its lines out of the bag and the
// shopper lands on the confirmation.
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
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('shows the order, reports a declined card at the payment, then pays and confirms', async () => {
  const pays: { body: Record<string, unknown>; auth: string | null }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('authorization')
      if (url === `/api/orders/${order.publicId}`) return Response.json(order)
      if (url === `/api/orders/${order.publicId}/pay`) {
        pays.push({ body: JSON.parse(String(init.body)) as Record<string, unknown>, auth })
        return pays.length === 1
          ? Response.json({ error: 'PAYMENT_DECLINED', message: 'Card declined' }, { status: 402 })
          : Response.json({ ...order, status: 'PAID', paymentMethod: 'CARD', cardLast4: '1111' })
      }
      return Response.json({}) // ui-logger, cart sync
    }),
  )
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
  fireEvent.click(screen.getByLabelText(/Credit or debit card/))
  type('Card number', '4000000000000002')
  type('Expiry (MM/YY)', '1230')
  type('CVC', '123')

  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,049' }))
  expect(await screen.findByText('Card declined')).toBeTruthy()
  expect(pays[0]).toMatchObject({
    auth: 'Bearer tok',
    body: { payment: { method: 'CARD', cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' } },
  })
  expect(store.getState().cart.items).toHaveLength(2)

  type('Card number', '4111111111111111')
  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,049' }))
  expect(await screen.findByText('confirmation page')).toBeTruthy()
  expect(store.getState().cart.items.map((i) => i.productId)).toEqual([2]) // the paid line left the bag
})
