// The language of a storefront answer (decision 0791): `?lang=hi` asks for the catalogue's Hindi texts
// (a product's title, headline and description, field by field, English where none is filled); no
// `lang` or `lang=en` is English. The language is part of the URL, so every copy kept by URL (shared
// answers, the web's stored pages, any HTTP cache) keeps the two languages apart.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../http/errors.ts'
import { inHindi } from '../http/hindi-texts.ts'

export type AnswerLanguage = 'en' | 'hi'

declare module 'fastify' {
  interface FastifyRequest {
    answerLanguage: AnswerLanguage
  }
}

export const answerLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('answerLanguage', 'en')
  app.addHook('onRequest', async (req) => {
    const { lang } = req.query as { lang?: unknown }
    if (lang === undefined) return
    if (lang !== 'hi' && lang !== 'en') throw badRequest("lang must be 'hi' or 'en'")
    req.answerLanguage = lang
  })
  // After shared answers read the listing filter off the original answer (they are registered first).
  app.addHook('preSerialization', async (req, _reply, payload) =>
    req.answerLanguage === 'hi' ? inHindi(payload) : payload,
  )
})
