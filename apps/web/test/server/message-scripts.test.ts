// @vitest-environment node
// Each language's messages are a script of their own (decision 0813): the page names its address, the
// address answers a script that puts exactly the server's parsed messages where pages read them, kept a
// year; another hash of a known language gets today's messages for a minute; anything else is a 404.
import Fastify from 'fastify'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueFor } from '../../app/lib/i18n/catalogue.server.ts'
import { catalogueScript } from '../../app/lib/i18n/catalogue-script.server.ts'
import { LOCALES } from '../../app/lib/i18n/locale.ts'
import { messageScripts } from '../../server/message-scripts.ts'

const app = Fastify()
beforeAll(async () => {
  await app.register(messageScripts)
  await app.ready()
})
afterAll(() => app.close())

describe.each(LOCALES)('the %s messages', (locale) => {
  it('are answered at the address pages name, as JavaScript kept a year', async () => {
    const { url } = catalogueScript(locale)
    expect(url).toMatch(new RegExp(`^/i18n/${locale}\\.[\\w-]{12}\\.js$`))
    const res = await app.inject(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('set exactly the parsed messages where the page reads them, beside the other language', async () => {
    const self: { __haatMessages?: Record<string, unknown> } = { __haatMessages: { other: { a: 'b' } } }
    runInNewContext((await app.inject(catalogueScript(locale).url)).body, { self })
    expect(self.__haatMessages?.[locale]).toEqual(catalogueFor(locale))
    expect(self.__haatMessages?.other).toEqual({ a: 'b' })
  })

  it('of another version (another hash) are today’s, kept only a minute', async () => {
    const res = await app.inject(`/i18n/${locale}.0ldHash0ldHa.js`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(catalogueScript(locale).body)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
  })
})

it('the Hindi messages hold every Hindi text, the English only those that take arguments', () => {
  const hindi = Object.keys(catalogueFor('hi-IN'))
  const english = Object.keys(catalogueFor('en-IN'))
  expect(english.length).toBeGreaterThan(0)
  expect(english.every((source) => source.includes('{'))).toBe(true)
  expect(hindi.length).toBeGreaterThan(english.length)
})

it('answers no language it does not have', async () => {
  for (const path of ['/i18n/fr-FR.abc.js', '/i18n/hi-IN.abc.css', '/i18n/x']) {
    const res = await app.inject(path)
    expect(res.statusCode, path).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: `No messages at ${path}` })
  }
})
