// `?lang` (answer-language.ts) is read by a hook, not by each route's schema, so the API's own
// documentation would not show it: this adds it to every storefront GET route's documented query.
import type { SwaggerTransform } from '@fastify/swagger'
import type { FastifySchema } from 'fastify'

const LANG = {
  type: 'string',
  enum: ['en', 'hi'],
  description:
    "The language of the catalogue's texts: hi takes each product's Hindi title, headline and description " +
    'where one is filled (decision 0791); en or none, English. Any other value is a 400.',
}

const documentsLang = (method: unknown, url: string) =>
  [method].flat().includes('GET') &&
  url.startsWith('/api/') &&
  !url.startsWith('/api/admin') &&
  !url.startsWith('/api/docs')

type JsonObjectSchema = { type?: string; properties?: Record<string, unknown> }

export function withAnswerLanguage<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const out = transform(input)
    if (!documentsLang(input.route.method, out.url) || (out.schema as { hide?: boolean }).hide) return out
    const query = (out.schema.querystring ?? { type: 'object', properties: {} }) as JsonObjectSchema
    return {
      ...out,
      schema: { ...out.schema, querystring: { ...query, properties: { ...query.properties, lang: LANG } } },
    }
  }
}
