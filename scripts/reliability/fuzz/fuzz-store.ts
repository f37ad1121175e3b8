// One fuzz run end to end: an in-process store with the small shop, known ids (orders and a catalogue
// import included),
// N generated requests, then the database checked for consistency.
import { checkConsistency, type ConsistencyReport } from '../lib/consistency.ts'
import { startInProcessStore, type StoreOptions } from '../lib/in-process-store.ts'
import { insertShopFixture } from '../lib/shop-fixture.ts'
import { fuzzIdentities } from './fuzz-identities.ts'
import { runFuzz, type FuzzReport } from './run-fuzz.ts'
import { SEARCH_TEXTS } from './search-texts.ts'

export async function fuzzStore(opts: StoreOptions & { seed: number; count: number }) {
  const store = await startInProcessStore({
    ...opts,
    // Limits are tested on their own (access tests); here requests should reach the handlers.
    env: {
      GUEST_VOTE_RATE_LIMIT: '1000000',
      SIGNED_IN_VOTE_RATE_LIMIT: '1000000',
      CLIENT_LOG_RATE_LIMIT: '1000000',
      CHECKOUT_RATE_LIMIT: '1000000',
      PAY_RATE_LIMIT: '1000000',
      ...opts.env,
    },
  })
  try {
    const shop = await insertShopFixture(store.db)
    const guest = await store.app.inject({ method: 'PUT', url: `/api/product/upvote/${shop.productIds[0]}` })
    const cookie = String([guest.headers['set-cookie']].flat()[0]).split(';')[0]!
    // A pending order of the first fuzz user, so order routes see a real public id too.
    const token = await store.mintToken('fuzz-user-0')
    const checkout = await store.app.inject({
      method: 'POST',
      url: '/api/product/shopify/cart/multi',
      headers: { authorization: `Bearer ${token}` },
      payload: [{ ...shop.lines[0]!, quantity: 1 }],
    })
    const publicId = String((checkout.json() as { checkoutUrl?: string }).checkoutUrl ?? '')
      .split('/')
      .pop()
    // A catalogue import the store admin uploaded, so the admin's import routes see a real id and file.
    const admin = await store.mintToken('fuzz-admin', { claims: { haat_role: 'admin' } })
    const text = `Handle,Title,Vendor,Type,Variant Price\nfuzz-cup,Fuzz Cup,${shop.brandSlug},${shop.known.name[0]},100`
    const upload = await store.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers: { authorization: `Bearer ${admin}` },
      payload: { fileName: 'products_export.csv', text },
    })
    const importId = (upload.json() as { id?: number }).id
    const known = {
      ...shop.known,
      id: [...shop.known.id, ...(importId ? [importId] : [])],
      product: shop.productIds,
      fileName: ['products_export.csv', 'catalogue.json'],
      text: [text],
      publicId: publicId ? [publicId] : [],
      slot: [1, 2, 3, 4, 5, 6],
      q: SEARCH_TEXTS,
    }
    const identity = await fuzzIdentities(store.mintToken, [cookie], shop.brandSlug)
    const report: FuzzReport = await runFuzz({
      app: store.app,
      seed: opts.seed,
      count: opts.count,
      known,
      identity,
    })
    const consistency: ConsistencyReport = await checkConsistency(store.db)
    return { report, consistency, checkoutStatus: checkout.statusCode }
  } finally {
    await store.close()
  }
}
