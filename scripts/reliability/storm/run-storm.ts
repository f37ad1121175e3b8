// One storm against a running store: products made fresh (count 0), the storm, then the tally.
import type { Db } from '../../../apps/api/src/db/client.ts'
import { httpClient } from '../lib/http-client.ts'
import { createRng } from '../lib/prng.ts'
import type { MintToken } from '../lib/provider-tokens.ts'
import { insertShopFixture } from '../lib/shop-fixture.ts'
import { tallyVotes, exact } from './storm-report.ts'
import { voteStorm } from './vote-storm.ts'

export async function runStorm(o: {
  url: string
  db: Db
  mintToken: MintToken
  seed: number
  shoppers: number
  actionsPerShopper: number
  concurrency: number
  products?: number
}) {
  const shop = await insertShopFixture(o.db, o.products ?? 4)
  const client = httpClient(o.url, o.concurrency)
  try {
    const result = await voteStorm({ ...o, client, rng: createRng(o.seed), productIds: shop.productIds })
    const tally = await tallyVotes(o.db, result.expected)
    return { ...result, tally, exact: exact(tally) }
  } finally {
    client.close()
  }
}
