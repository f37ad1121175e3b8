// PGlite's own query() sends every statement as an unnamed Parse, so PostgreSQL parses, analyses and
// plans it again on every read, and it crosses into WebAssembly six times to do so. This prepares
// each SQL text once under a name and then sends Bind + Execute + Sync in one call (decision 0828).
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { parse, protocol } from '@electric-sql/pglite'

type Message = { name: string }
type Statement = { name: string; paramTypes: number[]; description: Message[] }
type Query = (query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<unknown>>

const { serialize } = protocol
const { DatabaseError } = protocol.messages
/** "cached plan must not change result type": a table the statement reads changed its columns. */
const PLAN_CHANGED = '0A000'

/**
 * Replaces `pg.query` and the `query` of every transaction. Statements beyond `maxStatements` close
 * the least recently used one, so a stream of one-off texts cannot grow PostgreSQL's memory.
 */
export function prepareStatementsOnce(pg: PGlite, maxStatements = 500): { size: () => number } {
  const statements = new Map<string, Statement>()
  let counter = 0
  const ownQuery = pg.query.bind(pg) as Query
  const ownTransaction = pg.transaction.bind(pg)

  async function messages(bytes: Uint8Array, options?: QueryOptions): Promise<Message[]> {
    return (await pg.execProtocolStream(bytes, { syncToFs: false, onNotice: options?.onNotice })) as Message[]
  }

  async function prepare(query: string, options?: QueryOptions): Promise<Statement> {
    const name = `haat_${++counter}`
    const described = await messages(
      concat(
        serialize.parse({ name, text: query }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      options,
    )
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described as never),
      description: described.filter((m) => m.name === 'rowDescription'),
    }
    statements.set(query, statement)
    if (statements.size > maxStatements) await forget(statements.keys().next().value!)
    return statement
  }

  async function forget(query: string) {
    const statement = statements.get(query)
    if (!statement) return
    statements.delete(query)
    await messages(concat(serialize.close({ type: 'S', name: statement.name }), serialize.sync())).catch(
      () => {},
    )
  }

  async function run(query: string, params: unknown[], options: QueryOptions | undefined, retry: boolean) {
    let statement = statements.get(query)
    if (statement) {
      statements.delete(query) // re-inserted last: the map's order is the LRU order
      statements.set(query, statement)
    } else statement = await prepare(query, options)
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i]!
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid]
      return serializer ? serializer(param) : String(param)
    })
    try {
      const executed = await messages(
        concat(serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()),
        options,
      )
      return parse.parseResults([...statement.description, ...executed] as never, pg.parsers, options)[0]!
    } catch (e) {
      if (!(e instanceof DatabaseError) || e.code !== PLAN_CHANGED) throw e
      await forget(query)
      // Outside a transaction the failed statement ended with its Sync, so it can be prepared anew.
      if (retry) return run(query, params, options, false)
      throw e
    }
  }

  async function named(query: string, params: unknown[] = [], options?: QueryOptions, inTransaction = false) {
    if (options?.blob || options?.paramTypes) return null // COPY files and forced types: PGlite's own path
    try {
      return await pg._runExclusiveQuery(async () => {
        const result = await run(query, params, options, !inTransaction)
        if (!inTransaction) await pg.syncToFs()
        return result
      })
    } catch (e) {
      // PGlite's own query() names the statement on its errors; keep that for logs and tests.
      if (e instanceof DatabaseError) Object.assign(e, { query, params, queryOptions: options })
      throw e
    }
  }

  pg.query = (async (query: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return ownQuery(query, params, options)
    await pg._checkReady()
    return pg._runExclusiveTransaction(() => named(query, params, options))
  }) as PGlite['query']

  pg.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    ownTransaction((tx) => {
      const ownTxQuery = tx.query.bind(tx) as Query
      const query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed')
        return (await named(text, params, options, true)) ?? ownTxQuery(text, params, options)
      }) as Transaction['query']
      return callback(Object.assign(Object.create(tx) as Transaction, { query }))
    })) as PGlite['transaction']

  return { size: () => statements.size }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
