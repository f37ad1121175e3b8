// npm run two-instances: two store processes on one PostgreSQL and one Redis, behind one address
// (a shared issuer, TRUST_PROXY as behind a load balancer). Every request of a storm alternates between
// them: votes stay exact; rate limits are shared (a guest's and a shopper's allowance is counted across
// both); a bag written through one is read through the other; an order made on one is paid on the other.
import { httpClient, type HttpClient } from './lib/http-client.ts'
import { createRng, seedFromEnv } from './lib/prng.ts'
import { roundRobin } from './lib/round-robin.ts'
import { spawnStore } from './lib/server-process.ts'
import { prepareStoreData } from './lib/store-data.ts'
import { exact, tallyVotes } from './storm/storm-report.ts'
import { voteStorm } from './storm/vote-storm.ts'
import { DELIVERY_ADDRESS } from './lib/shop-fixture.ts'

const seed = seedFromEnv()
const shoppers = Number(process.env.SHOPPERS ?? 400)
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const GUEST_LIMIT = 10
const CHECKOUT_LIMIT = 4
const run = createRng(seed).int(1, 1e9).toString(36) // keeps this run's Redis keys apart from others'
const ip = (i: number) => `2001:db8::${i.toString(16)}` // documentation addresses: only ever a header value

const data = await prepareStoreData('postgres', postgresUrl)
const env = {
  ...data.env,
  REDIS_URL: redisUrl,
  TRUST_PROXY: 'true',
  GUEST_VOTE_RATE_LIMIT: String(GUEST_LIMIT),
  CHECKOUT_RATE_LIMIT: String(CHECKOUT_LIMIT),
}
const [a, b] = await Promise.all([spawnStore(env), spawnStore(env)])
const clientA = httpClient(a.url, 50)
const clientB = httpClient(b.url, 50)
const results: Record<string, boolean> = {}
try {
  // 1. A storm whose every request alternates between the instances.
  const storm = await voteStorm({
    client: roundRobin([clientA, clientB]),
    rng: createRng(seed),
    mintToken: data.mintToken,
    productIds: data.shop.productIds.slice(0, 4),
    shoppers,
    actionsPerShopper: 4,
    concurrency: 60,
    headersFor: (i) => ({ 'x-forwarded-for': ip(1000 + i + Number.parseInt(run, 36) * 10_000) }),
  })
  const database = await data.open()
  const tally = await tallyVotes(database.db, storm.expected)
  await database.close()
  console.log(`two instances (PostgreSQL + Redis), seed ${seed}`)
  console.log(
    `  storm through both: ${shoppers} shoppers, ${storm.requests} requests, ${storm.seconds.toFixed(1)} s, errors ${storm.errors.length}`,
  )
  for (const t of tally)
    console.log(
      `    product ${t.productId}: counter ${t.counter}, vote rows ${t.rows}, expected ${t.expected}`,
    )
  results['votes exact'] = exact(tally) && storm.errors.length === 0

  // 2. Rate limits shared: a guest's allowance and a shopper's checkouts counted across both.
  const guestHeaders: Record<string, string> = { 'x-forwarded-for': ip(7) + '' }
  const product = data.shop.productIds[5]!
  const vote = (c: HttpClient, way: string) =>
    c.call({ method: 'PUT', path: `/api/product/${way}/${product}`, headers: guestHeaders })
  const first = await vote(clientA, 'upvote')
  guestHeaders.cookie = String([first.headers['set-cookie']].flat()[0]).split(';')[0]!
  const statuses: number[] = []
  for (let i = 0; i < GUEST_LIMIT; i++)
    statuses.push((await vote(i % 2 ? clientB : clientA, i % 2 ? 'upvote' : 'downvote')).status)
  const overGuest = await vote(clientB, 'upvote')
  console.log(
    `  guest votes (limit ${GUEST_LIMIT}/min), alternating A/B: ${statuses.join(' ')} then ${overGuest.status} retry-after ${overGuest.headers['retry-after']}`,
  )
  results['guest vote limit shared'] =
    statuses.every((s) => s === 200) &&
    overGuest.status === 429 &&
    Number(overGuest.headers['retry-after']) > 0

  const shopper = { authorization: `Bearer ${await data.mintToken(`two-${run}`)}` }
  const line = { ...data.shop.lines[0]!, quantity: 1 }
  const checkout = (c: HttpClient) =>
    c.call({ method: 'POST', path: '/api/product/shopify/cart/multi', headers: shopper, json: [line] })
  const checkouts: number[] = []
  for (let i = 0; i < CHECKOUT_LIMIT; i++) checkouts.push((await checkout(i % 2 ? clientB : clientA)).status)
  const overCheckout = await checkout(clientA)
  console.log(
    `  checkouts (limit ${CHECKOUT_LIMIT}/min), alternating A/B: ${checkouts.join(' ')} then ${overCheckout.status} retry-after ${overCheckout.headers['retry-after']}`,
  )
  results['checkout limit shared'] = checkouts.every((s) => s === 200) && overCheckout.status === 429

  // 3. A bag written through A is read through B; an order made on A is paid on B and seen on A.
  const buyer = { authorization: `Bearer ${await data.mintToken(`buyer-${run}`)}` }
  const bag = [
    { ...data.shop.lines[1]!, quantity: 3 },
    { ...data.shop.lines[3]!, quantity: 1 },
  ]
  const written = await clientA.call({ method: 'POST', path: '/api/cart', headers: buyer, json: bag })
  const read = await clientB.call({ path: '/api/cart/user', headers: buyer })
  const readItems = (JSON.parse(read.body) as { items: { variantId: number; quantity: number }[] }).items
  const same =
    written.status === 200 &&
    JSON.stringify(readItems.map((i) => [i.variantId, i.quantity]).sort()) ===
      JSON.stringify(bag.map((l) => [l.variantId, l.quantity]).sort())
  console.log(
    `  bag written on A (${written.status}), read on B: ${JSON.stringify(readItems.map((i) => [i.variantId, i.quantity]))} ${same ? 'same' : 'DIFFERENT'}`,
  )
  results['bag seen through the other'] = same

  const made = await clientA.call({
    method: 'POST',
    path: '/api/product/shopify/cart/multi',
    headers: buyer,
    json: bag,
  })
  const publicId = String((JSON.parse(made.body) as { checkoutUrl: string }).checkoutUrl)
    .split('/')
    .pop()
  const paid = await clientB.call({
    method: 'POST',
    path: `/api/orders/${publicId}/pay`,
    headers: buyer,
    json: {
      address: DELIVERY_ADDRESS,
      payment: { method: 'COD' },
    },
  })
  const seen = await clientA.call({ path: `/api/orders/${publicId}`, headers: buyer })
  const status = (JSON.parse(seen.body) as { status?: string }).status
  console.log(
    `  order ${publicId} made on A (${made.status}), paid on B (${paid.status}), seen on A as ${status}`,
  )
  results['order across instances'] = made.status === 200 && paid.status === 200 && status === 'CONFIRMED'
} finally {
  clientA.close()
  clientB.close()
  await Promise.all([a.stop(), b.stop()])
  await data.dispose()
}
for (const [what, passed] of Object.entries(results)) console.log(`  ${passed ? 'PASS' : 'FAIL'} ${what}`)
process.exitCode = Object.values(results).every(Boolean) && Object.keys(results).length === 5 ? 0 : 1
