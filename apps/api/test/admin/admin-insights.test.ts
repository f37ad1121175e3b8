// The admin's insights (decision 0770): shoppers upvote (unlocking the offers of products that have
// one), add to the bag (AddToCart events) and order through the API; the per-day and per-product
// figures are checked against what was done, the revenue against the stored order lines of sold
// orders. A brand user sees only its own brand; a pending order and another brand's product count nothing.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderItems, orders, votes } from '../../src/db/schema.ts'
import { line, upvote } from '../support/shop.ts'
import { buildAdminShop, placeOrder, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
const get = async (query: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/insights${query}`, headers })
const addToBag = (ids: number[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/fb-events',
    payload: { eventName: 'AddToCart', content_ids: ids, contents: ids.map((id) => ({ id, quantity: 1 })) },
  })

// What the shoppers do: product -> voters.
let voters: Map<number, string[]>
beforeAll(async () => {
  ctx = await buildAdminShop()
  const { kurta, lamp, mug } = ctx.shop
  voters = new Map([
    [lamp.id, ['meera', 'ravi', 'sana']],
    [kurta.id, ['meera']],
    [mug.id, ['ravi', 'sana']],
    [ctx.torch.id, ['ravi']],
  ])
  for (const [id, subs] of voters)
    for (const sub of subs) expect((await upvote(ctx, id, await ctx.shopperToken(sub))).statusCode).toBe(200)
  for (const ids of [[lamp.id], [lamp.id, ctx.torch.id], [mug.id, 999_999]])
    expect((await addToBag(ids)).statusCode).toBe(200)
  await placeOrder(ctx, 'meera', 'COD') // a lamp, its upvote discount unlocked
  await placeOrder(ctx, 'ravi', 'UPI', [
    line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 2),
    line(ctx.torch.id, ctx.torch.variantId, 1),
  ])
  // Checked out but never paid: not a sale.
  const pending = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers: await ctx.shopperToken('sana'),
    payload: [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 5)],
  })
  expect(pending.statusCode).toBe(200)
})
afterAll(() => ctx.smtp.close())

/** Revenue of sold orders' lines of these products, from the stored order lines. */
async function soldRevenue(productIds: number[]) {
  const rows = await ctx.db
    .select({ status: orders.status, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.productId, productIds))
  const sold = rows.filter((r) => ['PAID', 'CONFIRMED'].includes(r.status))
  return {
    revenue: sold.reduce((n, r) => n + r.item.quantity * (r.item.unitPrice - r.item.unitDiscount), 0),
    orders: new Set(sold.map((r) => r.item.orderId)).size,
  }
}

describe('insights', () => {
  test('the store admin sees every brand: today holds what was done, the range sums to it', async () => {
    const { kurta, lamp, mug, tea } = ctx.shop
    const answer = await get('?days=7', await ctx.admin())
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body.days).toHaveLength(7)
    expect(body.to).toBe(indiaToday())
    const all = [kurta.id, lamp.id, mug.id, tea.id, ctx.torch.id]
    const upvotes = [...voters.values()].flat().length
    const unlocks = (voters.get(lamp.id)?.length ?? 0) + (voters.get(kurta.id)?.length ?? 0) // offers
    const { revenue, orders: sold } = await soldRevenue(all)
    // Three lamps, each with its unlocked offer, and a torch (no offer).
    expect(revenue).toBe(3 * (lamp.price - lamp.offerValue!) + ctx.torch.price)
    const today = { upvotes, unlocks, addsToBag: 4, orders: sold, revenue }
    expect(body.days.at(-1)).toEqual({ day: indiaToday(), ...today })
    expect(body.totals).toEqual(today)
    expect(body.days.slice(0, -1).every((d: { upvotes: number }) => d.upvotes === 0)).toBe(true)
    expect(body.products[0]).toMatchObject({ id: lamp.id, name: 'Brass Lamp', upvotes: 3, addsToBag: 2 })
    const names = body.brands.map((b: { name: string }) => b.name)
    expect(names).toContain('Volt Veda')
    const volt = body.brands.find((b: { id: number }) => b.id === ctx.brands.volt.id)
    expect(volt).toEqual({
      id: ctx.brands.volt.id,
      name: 'Volt Veda',
      upvotes: 1,
      unlocks: 0,
      addsToBag: 1,
      ...(await soldRevenue([ctx.torch.id])),
    })
  })

  test('a brand user sees only its own brand, and not a product of another', async () => {
    const volt = await ctx.brandUser('volt-veda')
    const body = (await get('?days=30&brand=' + ctx.brands.home.id, volt)).json()
    expect(body.scope.brand).toEqual({ id: ctx.brands.volt.id, name: 'Volt Veda' })
    expect(body.brands).toEqual([])
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([ctx.torch.id])
    expect(body.totals).toEqual({
      upvotes: 1,
      unlocks: 0,
      addsToBag: 1,
      ...(await soldRevenue([ctx.torch.id])),
    })
    expect((await get(`?product=${ctx.shop.lamp.id}`, volt)).statusCode).toBe(403)
  })

  test('one product, and a vote of 40 days ago counts in 90 days but not in 30', async () => {
    const { lamp } = ctx.shop
    await ctx.db
      .update(votes)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(inArray(votes.voterKey, ['u:sana']))
    const admin = await ctx.admin()
    const month = (await get(`?days=30&product=${lamp.id}`, admin)).json()
    const quarter = (await get(`?days=90&product=${lamp.id}`, admin)).json()
    expect(month.scope.product).toEqual({ id: lamp.id, name: 'Brass Lamp' })
    expect(quarter.days).toHaveLength(90)
    expect(month.totals.upvotes).toBe(2)
    expect(quarter.totals.upvotes).toBe(3)
    expect(quarter.days.filter((d: { upvotes: number }) => d.upvotes > 0)).toHaveLength(2)
    expect(quarter.totals).toMatchObject(await soldRevenue([lamp.id]))
  })

  test('refuses a range it does not offer and an unknown product', async () => {
    const admin = await ctx.admin()
    expect((await get('?days=12', admin)).json()).toMatchObject({ error: expect.any(String) })
    expect((await get('?days=12', admin)).statusCode).toBe(400)
    expect((await get('?product=424242', admin)).statusCode).toBe(404)
  })
})
