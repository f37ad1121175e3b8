// The crash run's writer: shoppers (signed in and guests) vote, signed-in ones replace their bag and
// check out, as fast as `workers` connections allow, until stop() — or until the server dies.
import { cookieFrom, httpClient } from '../lib/http-client.ts'
import type { Rng } from '../lib/prng.ts'
import type { ShopFixture } from '../lib/shop-fixture.ts'
import { Ledger, type Line } from './ledger.ts'

export type Shopper = { voterKey: string | null; userId: string | null; headers: Record<string, string> }

/** The guest id inside a signed cookie value (`haat_guest=<id>.<signature>`). */
const guestIdOf = (cookie: string) => cookie.split('=')[1]!.split('.')[0]!

export function startWriter(o: {
  url: string
  shoppers: Shopper[]
  shop: ShopFixture
  rng: Rng
  workers: number
}) {
  const ledger = new Ledger()
  const client = httpClient(o.url, o.workers)
  let stopped = false
  const randomLines = (): Line[] => {
    const count = o.rng.int(1, 3)
    const picked = new Map<number, Line>()
    for (let i = 0; i < count; i++) {
      const line = o.rng.pick(o.shop.lines)
      picked.set(line.variantId, { ...line, quantity: o.rng.int(1, 5) })
    }
    return [...picked.values()]
  }

  const step = async (s: Shopper) => {
    const roll = o.rng.next()
    if (roll < 0.6 || !s.userId) {
      const productId = o.rng.pick(o.shop.productIds)
      const up = !s.voterKey || o.rng.chance(0.7) // a guest's first vote brings its cookie
      const entry = s.voterKey ? ledger.send(ledger.votes, `${s.voterKey}|${productId}`, up) : undefined
      const res = await client.call({
        method: 'PUT',
        path: `/api/product/${up ? 'upvote' : 'downvote'}/${productId}`,
        headers: s.headers,
        timeoutMs: 10_000,
      })
      if (res.status !== 200) throw new Error(`vote answered ${res.status}`)
      if (!s.voterKey) {
        const cookie = cookieFrom(res, 'haat_guest')!
        s.headers.cookie = cookie
        s.voterKey = `g:${guestIdOf(cookie)}`
        ledger.ack(ledger.send(ledger.votes, `${s.voterKey}|${productId}`, true), true)
      } else ledger.ack(entry!, up)
    } else if (roll < 0.85) {
      const lines = randomLines()
      const entry = ledger.send(ledger.carts, s.userId, lines)
      const res = await client.call({
        method: 'POST',
        path: '/api/cart',
        headers: s.headers,
        json: lines,
        timeoutMs: 10_000,
      })
      if (res.status !== 200) throw new Error(`cart answered ${res.status}: ${res.body.slice(0, 100)}`)
      ledger.ack(entry, lines)
    } else {
      const res = await client.call({
        method: 'POST',
        path: '/api/product/shopify/cart/multi',
        headers: s.headers,
        json: randomLines(),
        timeoutMs: 10_000,
      })
      if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${res.body.slice(0, 100)}`)
      const publicId = String((JSON.parse(res.body) as { checkoutUrl: string }).checkoutUrl)
        .split('/')
        .pop()!
      ledger.orders.push({ userId: s.userId, publicId })
      ledger.acknowledged++
    }
  }

  const worker = async (mine: Shopper[]) => {
    while (!stopped) {
      try {
        await step(o.rng.pick(mine))
      } catch {
        ledger.unanswered++ // killed mid-request, refused, or reset: its outcome is unknown
        if (stopped) return
        await new Promise((r) => setTimeout(r, 50))
      }
    }
  }
  const own = (w: number) => o.shoppers.filter((_, i) => i % o.workers === w)
  const done = Promise.all(Array.from({ length: o.workers }, (_, w) => worker(own(w))))
  return {
    ledger,
    stop: async () => {
      stopped = true
      await done
      client.close()
    },
  }
}
