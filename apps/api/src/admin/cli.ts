// npm run admin -- create --email E [--password P | ADMIN_PASSWORD=P] [--name N] [--brand SLUG]
// npm run admin -- revoke --email E
// Makes an account of the embedded login provider an operator (decision 0760): `admin`, or with
// --brand a brand user of that brand. An existing account keeps its password unless one is given.
// Run with the server's settings (.env); on PGlite stop the server first (one process per data folder).
import { parseArgs } from 'node:util'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { grantOperator, revokeOperator } from './operators.ts'

const HELP = `Usage:
  npm run admin -- create --email you@example.in [--password …] [--name "Your Name"] [--brand brand-slug]
  npm run admin -- revoke --email you@example.in
The password may come from ADMIN_PASSWORD instead (other users of the machine can read command lines).`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    brand: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command] = positionals
if (values.help || !values.email || (command !== 'create' && command !== 'revoke')) {
  console.log(HELP)
  process.exit(values.help ? 0 : 2)
}

const env = loadEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  const message =
    command === 'create'
      ? await grantOperator(database.db, {
          email: values.email,
          password: values.password ?? process.env.ADMIN_PASSWORD,
          name: values.name,
          brandSlug: values.brand,
        })
      : await revokeOperator(database.db, values.email)
  console.log(message)
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
