// A fake of the cart calls for sync tests: keeps a server bag, records every call, can be told to fail.
import type { CartItem } from '@haat/domain/rules/cart'
import { ApiRequestError, type ApiCall, type ApiTransport } from '../../app/lib/api/transport.ts'

export const item = (productId: number, variantId: number, quantity: number): CartItem => ({
  productId,
  variantId,
  quantity,
  itemImage: null,
  itemPrice: 1000,
  offer: null,
  isUpvoted: false,
})

export function fakeCartApi(server: CartItem[] = []) {
  const state = { server, calls: [] as ApiCall[], failNext: null as string | null }
  const api: ApiTransport = async <T>(call: ApiCall) => {
    state.calls.push(call)
    await Promise.resolve()
    if (state.failNext) {
      const message = state.failNext
      state.failNext = null
      throw new ApiRequestError(500, 'boom', message)
    }
    if (call.path === '/cart/user') return { items: state.server } as T
    if (call.path === '/cart' && call.method === 'POST') {
      // The server's copy: its own price, as the real API fills it from the catalogue.
      state.server = (call.body as CartItem[]).map((i) => ({ ...i, itemPrice: 900 }))
      return { items: state.server } as T
    }
    throw new Error(`unexpected call ${call.method} ${call.path}`)
  }
  const posts = () => state.calls.filter((c) => c.method === 'POST')
  return { api, state, posts }
}
