// The access tests' store: in process, listening (tokens are checked against the embedded provider's
// published keys), the small shop, and helpers to call it as a given shopper.
import { insertShopFixture } from '../../../../../scripts/reliability/lib/shop-fixture.ts'
import { hardenedApp } from './hardened-app.ts'

export type As = Record<string, string>

export async function accessStore(env: Record<string, string> = {}) {
  const store = await hardenedApp(env)
  const shop = await insertShopFixture(store.db)
  const call = (as: As, method: string, url: string, payload?: unknown) =>
    store.app.inject({
      method: method as 'GET',
      url,
      headers: as,
      ...(payload !== undefined && { payload: payload as object }),
    })
  const user = async (sub: string): Promise<As> => ({ authorization: `Bearer ${await store.mintToken(sub)}` })
  /** A guest with its own signed cookie (from a first upvote of `productId`). */
  const guest = async (productId: number): Promise<As> => {
    const res = await call({}, 'PUT', `/api/product/upvote/${productId}`)
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('haat_guest='))
    return { cookie: cookie!.split(';')[0]! }
  }
  const lineOf = (productId: number, quantity = 1) => {
    const line = shop.lines.find((l) => l.productId === productId)!
    return { productId, variantId: line.variantId, quantity }
  }
  return { ...store, shop, call, user, guest, lineOf }
}
