// A fake Shopify Storefront API for the catalogue sync. Every request is checked as Shopify would: the
// path with the API version, the access-token header, and the query validated against Shopify's
// published Storefront schema (storefront-2025-07.schema.json.gz, the file @shopify/hydrogen-react
// 2025.7.2 ships, loaded with graphql 16) with each variable coerced to its declared type. Products are
// answered page by page with opaque cursors, as Shopify's connections do.
import { gunzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import {
  buildClientSchema,
  coerceInputValue,
  parse,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql'
import type { StorefrontProduct } from '../../../src/adapters/shopify/storefront-products.ts'
import { startFake, type FakeAnswer, type Received } from './listen.ts'

export const SYNC_TOKEN = 'storefront-sync-token'
export const SYNC_VERSION = '2025-07'

const schema = buildClientSchema(
  JSON.parse(
    gunzipSync(readFileSync(new URL('./storefront-2025-07.schema.json.gz', import.meta.url))).toString(
      'utf8',
    ),
  ) as IntrospectionQuery,
)

type Body = { query?: unknown; variables?: Record<string, unknown> }

/** Shopify's own wording: GraphQL errors come back with status 200 and an `errors` list. */
const refuse = (messages: string[]): FakeAnswer => ({
  status: 200,
  body: { errors: messages.map((message) => ({ message })) },
})

export function checkAgainstSchema(body: Body): string[] {
  if (typeof body?.query !== 'string') return ['no query']
  let doc
  try {
    doc = parse(body.query)
  } catch (err) {
    return [(err as Error).message]
  }
  const errors = validate(schema, doc).map((e) => e.message)
  const operation = doc.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  )
  for (const def of operation?.variableDefinitions ?? []) {
    const name = def.variable.name.value
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined
    if (!type) continue
    coerceInputValue(body.variables?.[name] ?? null, type, (path, _value, error) =>
      errors.push(`variable $${name}${path.length ? `.${path.join('.')}` : ''}: ${error.message}`),
    )
  }
  return errors
}

export async function startFakeStorefrontProducts(products: StorefrontProduct[]) {
  const answer = (req: Received): FakeAnswer => {
    if (req.method !== 'POST' || req.url !== `/api/${SYNC_VERSION}/graphql.json`)
      return { status: 404, body: { errors: [{ message: `no API at ${req.method} ${req.url}` }] } }
    if (req.headers['x-shopify-storefront-access-token'] !== SYNC_TOKEN)
      return { status: 401, body: { errors: [{ message: 'Invalid access token' }] } }
    const body = req.body as Body
    const problems = checkAgainstSchema(body)
    if (problems.length) return refuse(problems)
    const first = body.variables!.first as number
    if (first < 1 || first > 250) return refuse(['first must be between 1 and 250'])
    const after = body.variables!.after as string | null | undefined
    const from = after ? Number(Buffer.from(after, 'base64').toString().replace('cursor:', '')) + 1 : 0
    const nodes = products.slice(from, from + first)
    const last = from + nodes.length - 1
    return {
      status: 200,
      body: {
        data: {
          products: {
            pageInfo: {
              hasNextPage: last < products.length - 1,
              endCursor: nodes.length ? Buffer.from(`cursor:${last}`).toString('base64') : null,
            },
            nodes,
          },
        },
      },
    }
  }
  return startFake(answer)
}
