// Requests generated from the OpenAPI document the store serves (/api/docs/json): for every route and
// method, valid ones (known ids), boundary ones (min/max lengths and values) and mutated ones (wrong
// types, huge numbers, long or odd strings, malformed JSON, missing/extra fields, odd headers/methods).
import type { Rng } from '../lib/prng.ts'
import { mutantValue, valueFor, type Known, type Mode, type Schema } from './schema-values.ts'

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
export type OpenApi = { paths: Record<string, Record<string, Operation>> }

export type FuzzRequest = {
  label: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
}

export type Identity = () => Record<string, string>

type Route = { method: string; path: string; op: Operation }

export function routesOf(doc: OpenApi): Route[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  )
}

const ODD_METHODS = ['PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'POST', 'PUT', 'GET']
const MUTATIONS = [
  'param',
  'query',
  'body-field',
  'body-whole',
  'malformed-json',
  'missing',
  'extra',
  'headers',
  'method',
] as const

export function generateRequest(route: Route, rng: Rng, known: Known, identity: Identity): FuzzRequest {
  const roll = rng.next()
  // 35 % valid, 20 % boundary, 45 % one mutation of an otherwise valid request.
  const mode: Mode = roll >= 0.35 && roll < 0.55 ? 'boundary' : 'valid'
  const mutation = roll >= 0.55 ? rng.pick(MUTATIONS) : undefined
  const params = route.op.parameters ?? []
  const headers: Record<string, string> = { ...identity() }

  const pathValues: Record<string, unknown> = {}
  const query: Record<string, unknown> = {}
  for (const p of params) {
    const value = valueFor(p.schema ?? {}, rng, mode, known, p.name)
    if (p.in === 'path') pathValues[p.name] = value
    else if (p.in === 'query' && (p.required || rng.chance(0.5))) query[p.name] = value
  }
  const bodySchema = route.op.requestBody?.content?.['application/json']?.schema
  let body: unknown = bodySchema ? valueFor(bodySchema, rng, mode, known) : undefined
  let method = route.method
  let payload: string | undefined

  switch (mutation) {
    case 'param': {
      const names = Object.keys(pathValues)
      if (names.length) pathValues[rng.pick(names)] = mutantValue(rng)
      else query[`odd${rng.int(1, 9)}`] = mutantValue(rng)
      break
    }
    case 'query': {
      const names = params.filter((p) => p.in === 'query').map((p) => p.name)
      query[names.length ? rng.pick(names) : 'page'] = mutantValue(rng)
      break
    }
    case 'body-field':
      body = mutateField(body, rng)
      break
    case 'body-whole':
      body = mutantValue(rng)
      break
    case 'malformed-json':
      payload = rng.pick([
        '{',
        '[{"productId":',
        '{"a":1,}',
        "{'a':1}",
        '\u0000',
        'null null',
        '[1,2',
        '{"x":"\\ud800"}',
      ])
      headers['content-type'] = 'application/json'
      break
    case 'missing':
      body = dropField(body, rng)
      if (!bodySchema) for (const p of params) if (p.in === 'query') delete query[p.name]
      break
    case 'extra':
      body = addField(body, rng)
      query[rng.pick(['__proto__', 'constructor', 'sort', 'page', 'size', 'x'])] = mutantValue(rng)
      break
    case 'headers':
      Object.assign(headers, oddHeaders(rng))
      break
    case 'method':
      method = rng.pick(ODD_METHODS)
      break
  }

  const url = buildUrl(route.path, pathValues, query)
  if (payload === undefined && body !== undefined && method !== 'GET' && method !== 'HEAD') {
    payload = JSON.stringify(body)
    headers['content-type'] ??= 'application/json'
  }
  return { label: `${route.method} ${route.path} ${mutation ?? mode}`, method, url, headers, payload }
}

function buildUrl(path: string, pathValues: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(
      typeof pathValues[name] === 'string'
        ? (pathValues[name] as string)
        : JSON.stringify(pathValues[name] ?? ''),
    ),
  )
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) search.append(k, typeof v === 'string' ? v : JSON.stringify(v))
  const qs = search.toString()
  return qs ? `${filled}?${qs}` : filled
}

function mutateField(body: unknown, rng: Rng): unknown {
  if (Array.isArray(body)) {
    if (body.length === 0) return [mutantValue(rng)]
    const copy = [...body]
    const i = rng.int(0, copy.length - 1)
    copy[i] = mutateField(copy[i], rng)
    return copy
  }
  if (body && typeof body === 'object') {
    const keys = Object.keys(body)
    if (keys.length === 0) return { [`f${rng.int(1, 9)}`]: mutantValue(rng) }
    return { ...body, [rng.pick(keys)]: mutantValue(rng) }
  }
  return mutantValue(rng)
}

function dropField(body: unknown, rng: Rng): unknown {
  if (Array.isArray(body)) return body.length ? body.map((b) => dropField(b, rng)) : body
  if (body && typeof body === 'object') {
    const keys = Object.keys(body)
    if (!keys.length) return body
    const { [rng.pick(keys)]: _dropped, ...rest } = body as Record<string, unknown>
    return rest
  }
  return undefined
}

function addField(body: unknown, rng: Rng): unknown {
  const extra = {
    [rng.pick(['itemPrice', 'userId', 'upvoteCount', 'isAdmin', 'total', 'discount', 'x'])]: mutantValue(rng),
  }
  if (Array.isArray(body)) return body.map((b) => (b && typeof b === 'object' ? { ...b, ...extra } : b))
  if (body && typeof body === 'object') return { ...body, ...extra }
  return extra
}

function oddHeaders(rng: Rng): Record<string, string> {
  return rng.pick<() => Record<string, string>>([
    () => ({ authorization: 'Bearer not.a.jwt' }),
    () => ({ authorization: `Bearer ${'a'.repeat(4000)}` }),
    () => ({ authorization: 'Basic dXNlcjpwYXNz' }),
    () => ({ authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' }),
    () => ({ cookie: 'haat_guest=forged-guest-id.badsignature' }),
    () => ({ cookie: `haat_guest=${'%'.repeat(300)}` }),
    () => ({ guest_upvotes: '1,2,x,-4,99999999999,' + '7,'.repeat(2000) }),
    () => ({ 'guest-upvotes': '["1",{"a":2}]' }),
    () => ({ 'content-type': 'text/plain' }),
    () => ({ 'content-type': 'application/json; charset=utf-16' }),
    () => ({ 'content-type': 'multipart/form-data; boundary=x' }),
    () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
    () => ({ accept: 'application/xml' }),
    () => ({ 'accept-encoding': 'identity;q=0, *;q=0' }),
    () => ({ 'x-forwarded-for': '999.1.1.1, ::ffff:zz', 'x-forwarded-proto': 'gopher' }),
    () => ({ 'x-request-id': 'x'.repeat(3000) }),
    () => ({ host: 'evil.example' }),
    () => ({ origin: 'https://evil.example' }),
  ])()
}
