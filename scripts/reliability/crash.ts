// npm run crash: a writer drives votes, bag replaces and checkouts against a store process; the
// process is killed with SIGKILL mid-storm and restarted on the same data. Every acknowledged write
// must be stored as answered and every counter must equal its rows. Then SIGTERM with a request in
// flight: it completes, the process exits 0, the database closes cleanly (PGlite lock file removed).
// On PGlite (a data folder) and PostgreSQL (CRASH_DB=pglite|postgres for one).
import { sql } from 'drizzle-orm'
import { checkConsistency, countRows, rowsOf } from './lib/consistency.ts'
import { createRng, seedFromEnv } from './lib/prng.ts'
import { spawnStore } from './lib/server-process.ts'
import { prepareStoreData } from './lib/store-data.ts'
import { drainCheck } from './crash/drain-check.ts'
import { verifyLedger } from './crash/verify.ts'
import { startWriter, type Shopper } from './crash/writer.ts'

const seed = seedFromEnv()
const writeMs = Number(process.env.CRASH_AFTER_MS ?? 4000)
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const LIMITS = {
  GUEST_VOTE_RATE_LIMIT: '1000000',
  SIGNED_IN_VOTE_RATE_LIMIT: '1000000',
  CHECKOUT_RATE_LIMIT: '1000000',
  PAY_RATE_LIMIT: '1000000',
}
let ok = true

for (const kind of ['pglite', 'postgres'] as const) {
  if (process.env.CRASH_DB && process.env.CRASH_DB !== kind) continue
  const data = await prepareStoreData(kind, postgresUrl)
  try {
    const env = { ...data.env, ...LIMITS }
    const first = await spawnStore(env)
    const shoppers: Shopper[] = []
    for (let i = 0; i < 30; i++)
      shoppers.push({
        voterKey: `u:crash-${i}`,
        userId: `crash-${i}`,
        headers: { authorization: `Bearer ${await data.mintToken(`crash-${i}`)}` },
      })
    for (let i = 0; i < 30; i++) shoppers.push({ voterKey: null, userId: null, headers: {} })
    const writer = startWriter({
      url: first.url,
      shoppers,
      shop: data.shop,
      rng: createRng(seed),
      workers: 20,
    })
    await new Promise((r) => setTimeout(r, writeMs))
    const killed = await first.stop('SIGKILL') // mid-storm: requests are in flight
    await writer.stop()
    const { ledger } = writer

    const second = await spawnStore(env) // takes over PGlite's stale lock, recovers
    const health = await fetch(`${second.url}/api/health`).then((r) => r.status)
    const drain = await drainCheck(second, data.env.DATA_DIR)

    const database = await data.open() // the drained server closed it; open it here to look
    try {
      const verification = await verifyLedger(database.db, ledger)
      const consistency = await checkConsistency(database.db)
      const rows = await countRows(database.db)
      const drained = await database.db.execute(
        sql`select count(*)::int as n from client_logs where payload->>'message' = 'in flight during SIGTERM'`,
      )
      const drainedRows = Number((rowsOf(drained)[0] as { n?: number } | undefined)?.n ?? 0)
      console.log(`crash ${kind}: seed ${seed}, SIGKILL after ${writeMs} ms (${JSON.stringify(killed)})`)
      console.log(`  acknowledged writes ${ledger.acknowledged}, unanswered at the kill ${ledger.unanswered}`)
      console.log(
        `  checked after restart: ${verification.votesChecked} votes, ${verification.cartsChecked} bags, ${verification.ordersChecked} orders; lost ${verification.lost.length}`,
      )
      for (const l of verification.lost.slice(0, 10)) console.log(`    lost: ${l}`)
      console.log(
        `  rows: ${JSON.stringify(rows)}; counters = rows and totals add up: ${consistency.ok}${consistency.ok ? '' : ' ' + JSON.stringify(consistency.problems)}`,
      )
      console.log(
        `  restart health ${health}; SIGTERM drain: in-flight request ${drain.inFlightStatus}, new connection ${drain.newConnection}, exit ${JSON.stringify(drain.exit)}, lock released ${drain.lockReleased}, its row stored ${drainedRows === 1}`,
      )
      const passed =
        verification.lost.length === 0 &&
        consistency.ok &&
        health === 200 &&
        drain.inFlightStatus === 201 &&
        drain.newConnection === 'ECONNREFUSED' &&
        drain.exit.code === 0 &&
        drain.lockReleased &&
        drainedRows === 1 &&
        ledger.acknowledged > 0
      console.log(`  ${passed ? 'PASS' : 'FAIL'}`)
      ok &&= passed
    } finally {
      await database.close()
    }
  } finally {
    await data.dispose()
  }
}
process.exitCode = ok ? 0 : 1
