// node-postgres sends a statement without a name as an unnamed Parse, so PostgreSQL parses and analyses
// it anew on every run. Naming each text by its hash lets every connection parse it once and keep it
// (node-postgres remembers per connection which names it has parsed; decision 0829).
import { createHash } from 'node:crypto'
import type pg from 'pg'

/** "cached plan must not change result type": a table the statement reads changed its columns. */
const PLAN_CHANGED = '0A000'
/** Texts remembered here, not statements: a full map is emptied and names are computed anew. */
const MAX_NAMES = 2000
const names = new Map<string, string>()
/** Texts whose plan went stale: their next name is new, so each connection parses them again. */
const renamed = new Map<string, number>()

export function statementName(text: string): string {
  let name = names.get(text)
  if (!name) {
    if (names.size >= MAX_NAMES) names.clear()
    const hash = createHash('sha1').update(text).digest('base64url')
    name = `haat_${hash}_${renamed.get(text) ?? 0}`
    names.set(text, name)
  }
  return name
}

type Config = { text: string; name?: string }
type Callback = (err: unknown, result?: unknown) => void
type Query = (config: unknown, ...rest: unknown[]) => unknown

/**
 * Gives every config-object query on this connection a name from its text, unless it has one. pg-pool's
 * own `pool.query` calls this with a callback, drizzle's transactions without: both are named.
 */
export function nameStatements(client: pg.PoolClient): void {
  const ownQuery = client.query.bind(client) as Query
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!isUnnamedConfig(config)) return ownQuery(config, ...rest)
    const callback = typeof rest.at(-1) === 'function' ? (rest.pop() as Callback) : undefined
    const named = () =>
      new Promise((resolve, reject) =>
        ownQuery({ ...config, name: statementName(config.text) }, ...rest, (err: unknown, result: unknown) =>
          err ? reject(err) : resolve(result),
        ),
      )
    const answer = named().catch((e: unknown) => {
      if ((e as { code?: string }).code !== PLAN_CHANGED) throw e
      renamed.set(config.text, (renamed.get(config.text) ?? 0) + 1)
      names.delete(config.text)
      // Outside a transaction this runs the new statement; inside one the transaction has failed already.
      return named().catch(() => Promise.reject(e))
    })
    if (!callback) return answer
    answer.then((result) => callback(undefined, result), callback)
  }) as typeof client.query
}

function isUnnamedConfig(config: unknown): config is Config {
  if (typeof config !== 'object' || config === null) return false
  const c = config as { text?: unknown; name?: unknown; submit?: unknown }
  // A Submittable (a cursor or stream) carries its own protocol; leave it be.
  return typeof c.text === 'string' && !c.name && typeof c.submit !== 'function'
}
