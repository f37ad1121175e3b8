// npm run fuzz: >= 10,000 generated requests against every route (SEED=… to replay, FUZZ_REQUESTS=…,
// DATABASE_URL=… for PostgreSQL). Prints the answers by status, every rule broken, and the DB checks.
import { seedFromEnv } from './lib/prng.ts'
import { fuzzStore } from './fuzz/fuzz-store.ts'
import { fuzzPayments } from './fuzz/payment-fuzz.ts'
import { printPaymentFuzz } from './fuzz/payment-report.ts'
import { temporaryDatabase } from './lib/temporary-database.ts'

const seed = seedFromEnv()
const count = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const paymentSteps = Number(process.env.FUZZ_PAYMENT_STEPS ?? 2_000)
const database = await temporaryDatabase(process.env.DATABASE_URL)
console.log(`fuzz: ${count} requests, seed ${seed}, database ${database.kind}`)
const started = performance.now()
try {
  const { report, consistency } = await fuzzStore({ seed, count, databaseUrl: database.url })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`routes: ${report.routes}  requests: ${report.requests}  time: ${seconds} s`)
  console.log(`answers by status: ${JSON.stringify(report.byStatus)}`)
  console.log(`rule breaks: ${report.failures.length}`)
  for (const f of report.failures.slice(0, 20)) console.log(JSON.stringify(f))
  console.log(
    `database consistent: ${consistency.ok}${consistency.ok ? '' : ` ${JSON.stringify(consistency.problems)}`}`,
  )
  // The payment part runs on its own store and database, paying through the Razorpay contract fake.
  const paymentDb = await temporaryDatabase(process.env.DATABASE_URL)
  const paymentsOk = await fuzzPayments({ seed, steps: paymentSteps, databaseUrl: paymentDb.url })
    .then(printPaymentFuzz)
    .finally(() => paymentDb.drop())
  process.exitCode = report.failures.length === 0 && consistency.ok && paymentsOk ? 0 : 1
} finally {
  await database.drop()
}
