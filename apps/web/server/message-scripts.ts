// /i18n/{locale}.{hash}.js: a language's messages as the pages name them (decision 0813). The address
// is the text's hash, so the answer is kept a year. An address of another hash of a known language (a
// page of the previous version, during a rolling deploy) gets today's messages, kept a minute: better
// than a page left to its English words.
import type { FastifyInstance } from 'fastify'
import { IMMUTABLE_FOR_A_YEAR as YEAR } from '@haat/api/http/cache-control'
import { catalogueScript } from '../app/lib/i18n/catalogue-script.server.ts'
import { LOCALES } from '../app/lib/i18n/locale.ts'

const MINUTE = 'public, max-age=60'

export async function messageScripts(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/i18n/:file', async (req, reply) => {
    const locale = LOCALES.find((l) => req.params.file.startsWith(`${l}.`) && req.params.file.endsWith('.js'))
    if (!locale) {
      return reply
        .status(404)
        .send({ error: 'not_found', message: `No messages at ${req.url.split('?')[0]}` })
    }
    const script = catalogueScript(locale)
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', req.url === script.url ? YEAR : MINUTE)
      .send(script.body)
  })
}
