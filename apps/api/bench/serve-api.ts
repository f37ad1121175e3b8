// Benchmark child: the real API on a prepared database (production settings, request logging off), a
// second API instance without the listing page cache, and a bare Fastify server answering precomputed
// bodies of the same size as the listing and the upvote answers. On PostgreSQL the bare server also
// records an upvote in one SQL statement (one commit, no framework): the floor a vote write costs in
// this database. Reports its addresses over IPC.
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import pg from 'pg'
import { is, Placeholder, sql } from 'drizzle-orm'
import { haatApi } from '../src/app.ts'
import { loadEnv } from '../src/config/env.ts'
import { createServer } from '../src/create-server.ts'
import { openDatabase, POSTGRES_SESSION_OPTIONS } from '../src/db/client.ts'
import { summaryPageQuery } from '../src/repositories/summary-page-query.ts'
import { LISTING_PATH } from './listing-path.ts'

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
})
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] })

// Guests may vote 60 times a minute per address; the benchmark is one address, so the limit is lifted.
async function startApi(overrides: Record<string, string>) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info', // the store's default: its access log is part of what a request costs
    SEED_DEMO: 'false',
    GUEST_VOTE_RATE_LIMIT: '1000000000',
    ...overrides,
  })
  const app = createServer(env, {}, { write() {} }) // written, then dropped
  await app.register(haatApi, { env, database })
  return { app, address: await app.listen({ host: '127.0.0.1', port: 0 }) }
}
const { app: api, address: apiAddress } = await startApi({})
const { app: uncached, address: uncachedAddress } = await startApi({ LISTING_PAGE_CACHE_MS: '0' })

const listing = await api.inject(LISTING_PATH(0))
if (listing.statusCode !== 200) throw new Error(`listing answered ${listing.statusCode}: ${listing.body}`)
const vote = await uncached.inject({ method: 'PUT', url: '/api/product/upvote/1' })
if (vote.statusCode !== 200) throw new Error(`upvote answered ${vote.statusCode}: ${vote.body}`)
const json = 'application/json; charset=utf-8'
// Bytes made once, as the API sends its stored answers: a string would be transcoded at every send.
const listingBytes = Buffer.from(listing.body)
const voteBytes = Buffer.from(vote.body)
const bare = Fastify()
bare.get('/bare', (_req, reply) => reply.type(json).send(listingBytes))
bare.put('/bare/:id', (_req, reply) => reply.type(json).send(voteBytes))
const pool = values['database-url']
  ? new pg.Pool({ connectionString: values['database-url'], max: 10, options: POSTGRES_SESSION_OPTIONS })
  : null
const UPVOTE_SQL = `with added as (insert into votes (product_id, voter_key) values ($1, $2)
  on conflict do nothing returning product_id)
  update products set upvote_count = upvote_count + 1 where id in (select product_id from added)`
bare.put<{ Params: { id: string } }>('/bare-db/:id', async (req, reply) => {
  await pool!.query(UPVOTE_SQL, [Number(req.params.id), `bench:${randomUUID()}`])
  return reply.type(json).send(voteBytes)
})
// The listing's own statement, run over the plain pool the way the API runs it: prepared once by name
// (repositories/listing-statements.ts), each page's offset and limit as its parameters.
const pageStatement = summaryPageQuery(database.db, {}, 'viewCount:desc', {
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
}).toSQL()
bare.get<{ Params: { page: string } }>('/bare-db-listing/:page', async (req, reply) => {
  const values = { offset: Number(req.params.page) * 10, limit: 10 }
  const params = pageStatement.params.map((p) => (is(p, Placeholder) ? values[p.name as 'offset'] : p))
  await pool!.query({ name: 'floor_listing', text: pageStatement.sql, values: params })
  return reply.type(json).send(listingBytes)
})
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 })

process.send!({
  apiAddress,
  uncachedAddress,
  bareAddress,
  bareDbWrites: pool !== null,
  listingBytes: listingBytes.length,
  kind: database.kind,
})
process.on('disconnect', async () => {
  await Promise.all([api.close(), uncached.close(), bare.close(), pool?.end()])
  await database.close()
  process.exit(0)
})
