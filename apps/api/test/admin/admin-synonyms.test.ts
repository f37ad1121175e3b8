// Search synonyms in the admin (issue 15 §2; decision 0765): a store admin adds a one-way rule and the
// next search finds the product through it (the earlier empty answer was cached), takes it away and the
// search forgets it; bad input and a duplicate change nothing; a brand user gets 403; the audit log.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminAudit, searchSynonyms } from '../../src/db/schema.ts'
import { seedSynonymRows } from '../../src/search/seed-synonyms.ts'
import { buildAdminShop, type AdminShop } from './admin-support.ts'

let ctx: AdminShop
beforeAll(async () => {
  ctx = await buildAdminShop()
})
afterAll(() => ctx.smtp.close())

const titlesFound = async (q: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` }))
    .json()
    .results.content.map((p: { title: string }) => p.title)
const add = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/synonyms', headers, payload })

describe('search synonyms in the admin', () => {
  test('a rule the admin adds is used by the next search, and forgotten when taken away', async () => {
    const admin = await ctx.admin()
    expect(await titlesFound('diya')).toEqual([]) // cached now

    const added = await add(admin, { terms: [' Diya ', 'lamp'], direction: 'one-way', source: 'synonym' })
    expect(added.statusCode).toBe(200)
    expect(added.json()).toMatchObject({ terms: ['diya', 'lamp'], direction: 'one-way' })
    expect(await titlesFound('diya')).toEqual(['Brass Lamp'])

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/synonyms?q=diy', headers: admin })
    expect(list.json()).toEqual({ content: [added.json()], totalElements: 1 })

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/synonyms/${added.json().id}`,
      headers: admin,
    })
    expect(removed.statusCode).toBe(204)
    expect(await titlesFound('diya')).toEqual([])
    const audit = await ctx.db.select().from(adminAudit).where(eq(adminAudit.entity, 'synonym'))
    expect(audit.map((a) => a.action).sort()).toEqual(['synonym.create', 'synonym.delete'])
    expect(audit[0]).toMatchObject({ actorId: 'asha-admin' })

    // The shipped rows too: some hold more terms than the form takes.
    await ctx.db.insert(searchSynonyms).values(seedSynonymRows()).onConflictDoNothing()
    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/synonyms', headers: admin })
    expect(all.statusCode).toBe(200)
    expect(all.json().totalElements).toBeGreaterThan(100)
  })

  test('bad input and duplicates are 4xx that change nothing; brand users get 403', async () => {
    const admin = await ctx.admin()
    const volt = await ctx.brandUser('volt-veda')
    await add(admin, { terms: ['chai', 'tea'], direction: 'two-way', source: 'synonym' })
    const before = await ctx.db.select().from(searchSynonyms)
    const answers = await Promise.all([
      add(admin, { terms: ['solo'], direction: 'two-way', source: 'synonym' }),
      add(admin, { terms: ['a', 'a'], direction: 'two-way', source: 'synonym' }),
      add(admin, { terms: ['!!!', 'tea'], direction: 'two-way', source: 'synonym' }),
      add(admin, { terms: ['x', 'y'], direction: 'sideways', source: 'synonym' }),
      add(admin, { terms: 'chai,tea', direction: 'two-way', source: 'synonym' }),
      add(admin, { terms: ['chai', 'tea'], direction: 'two-way', source: 'synonym' }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 409])
    for (const a of answers) expect(a.json()).toHaveProperty('message')
    const refused = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/admin/synonyms', headers: volt }),
      add(volt, { terms: ['torch', 'lamp'], direction: 'two-way', source: 'synonym' }),
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/synonyms/${before[0]!.id}`, headers: volt }),
    ])
    expect(refused.map((a) => a.statusCode)).toEqual([403, 403, 403])
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/synonyms/999999',
      headers: admin,
    })
    expect(missing.statusCode).toBe(404)
    expect(await ctx.db.select().from(searchSynonyms)).toEqual(before)
  })
})
