// Cart calls of spec §7 (contract of issue 5): the signed-in shopper's server bag and the bag's details.
import type { CartData } from '@haat/domain/catalog/order'
import type { CartItem } from '@haat/domain/rules/cart'
import type { ApiTransport } from './transport.ts'

export type CartLineKey = Pick<CartItem, 'productId' | 'variantId' | 'quantity'>

/** Only the ids and quantity travel: the server ignores client prices anyway. */
export const lineKeys = (items: readonly CartLineKey[]): CartLineKey[] =>
  items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }))

export async function getUserCart(api: ApiTransport): Promise<CartItem[]> {
  return (await api<{ items: CartItem[] }>({ path: '/cart/user' })).items
}

/** Replaces the whole server bag in one transaction; answers the stored bag with server prices. */
export async function replaceUserCart(api: ApiTransport, items: readonly CartItem[]): Promise<CartItem[]> {
  return (await api<{ items: CartItem[] }>({ method: 'POST', path: '/cart', body: items })).items
}

export function getCartData(api: ApiTransport, items: readonly CartLineKey[]): Promise<CartData> {
  return api<CartData>({ method: 'POST', path: '/cart/data', body: lineKeys(items) })
}
