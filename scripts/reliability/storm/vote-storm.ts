// Vote storm: `shoppers` distinct shoppers (half signed in with bearer tokens, half guests with their
// own cookie) upvote and downvote the same few products concurrently, several times each. Each shopper
// acts in order, so its last acknowledged action per product is its final state: the expected count.
import type { Rng } from '../lib/prng.ts'
import { cookieFrom, inParallel, type HttpClient } from '../lib/http-client.ts'
import type { MintToken } from '../lib/provider-tokens.ts'

export type StormOptions = {
  client: HttpClient
  rng: Rng
  mintToken: MintToken
  productIds: number[]
  shoppers: number
  actionsPerShopper: number
  concurrency: number
  /** Extra headers per shopper (behind a trusted proxy: each guest's own X-Forwarded-For). */
  headersFor?: (index: number) => Record<string, string>
}

export type StormResult = {
  requests: number
  errors: string[]
  expected: Map<number, number>
  seconds: number
  signedIn: number
  guests: number
}

type Shopper = { headers: Record<string, string>; guest: boolean }

export async function voteStorm(o: StormOptions): Promise<StormResult> {
  const signedIn = Math.floor(o.shoppers / 2)
  const shoppers: Shopper[] = []
  const tag = o.rng.int(1, 1e9).toString(36)
  for (let i = 0; i < o.shoppers; i++) {
    const extra = o.headersFor?.(i) ?? {}
    if (i < signedIn)
      shoppers.push({
        guest: false,
        headers: { ...extra, authorization: `Bearer ${await o.mintToken(`storm-${tag}-${i}`)}` },
      })
    else shoppers.push({ guest: true, headers: extra })
  }
  const last = shoppers.map(() => new Map<number, boolean>())
  const errors: string[] = []
  let requests = 0
  const started = performance.now()

  const act = (s: Shopper, index: number) => async () => {
    for (let a = 0; a < o.actionsPerShopper; a++) {
      const productId = o.rng.pick(o.productIds)
      // A guest's first action is an upvote (it brings the cookie); later ones mix in downvotes.
      const up = (s.guest && !s.headers.cookie) || o.rng.chance(0.65)
      const path = `/api/product/${up ? 'upvote' : 'downvote'}/${productId}`
      requests++
      try {
        // Now and then a double tap: the same vote twice at once must still count once.
        const twice = s.headers.cookie !== undefined || !s.guest ? o.rng.chance(0.2) : false
        const calls = [o.client.call({ method: 'PUT', path, headers: s.headers })]
        if (twice) calls.push(o.client.call({ method: 'PUT', path, headers: s.headers }))
        requests += calls.length - 1
        const [first, other] = await Promise.all(calls)
        const res = first!
        if (other && other.status !== 200)
          errors.push(`${other.status} PUT ${path} (double tap): ${other.body.slice(0, 120)}`)
        if (res.status !== 200) {
          errors.push(`${res.status} PUT ${path}: ${res.body.slice(0, 120)}`)
          continue
        }
        const answer = JSON.parse(res.body) as { isUpvoted: boolean; upvoteCount: number }
        if (answer.isUpvoted !== up || answer.upvoteCount < 0) errors.push(`odd answer ${res.body}`)
        last[index]!.set(productId, up)
        if (s.guest && !s.headers.cookie) {
          const cookie = cookieFrom(res, 'haat_guest')
          if (!cookie) errors.push('a guest upvote set no cookie')
          else s.headers.cookie = cookie
        }
      } catch (err) {
        errors.push(`PUT ${path}: ${(err as Error).message}`)
      }
    }
  }
  await inParallel(
    shoppers.map((s, i) => act(s, i)),
    o.concurrency,
  )

  const expected = new Map<number, number>(o.productIds.map((id) => [id, 0]))
  for (const votes of last) for (const [id, up] of votes) if (up) expected.set(id, expected.get(id)! + 1)
  return {
    requests,
    errors,
    expected,
    seconds: (performance.now() - started) / 1000,
    signedIn,
    guests: o.shoppers - signedIn,
  }
}
