// @vitest-environment node
// Spec §7 "GET /api/tag (ten random unique tags shown)": the home loader asks the real API for them and
// the home page shows the ten as chips to /tags/{slug}.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { factories, startRealApi } from '../upvote/real-api.ts'

let api: Awaited<ReturnType<typeof startRealApi>>
beforeAll(async () => {
  api = await startRealApi()
  const { insertBrand, insertCategory, insertProduct, insertTag } = factories
  const brand = await insertBrand(api.db)
  const category = await insertCategory(api.db)
  const tags = []
  for (let i = 0; i < 14; i++) tags.push(await insertTag(api.db, { slug: `theme-${i}`, name: `Theme ${i}` }))
  await insertProduct(api.db, { brandId: brand.id, categoryId: category.id, tagIds: tags.map((t) => t.id) })
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50))
  await api?.teardownDom()
})

test('the home page shows ten random distinct tags, each opening its tag page', async () => {
  const { serverContext } = await import('../../app/lib/api/context.ts')
  const { injectTransport } = await import('../../app/lib/api/inject-transport.server.ts')
  const { loader } = await import('../../app/routes/_index.server.ts')
  const context = new RouterContextProvider()
  context.set(serverContext, { api: injectTransport(api.app), origin: 'https://shop.test', adminToken: null })
  const data = await loader({ context } as unknown as Parameters<typeof loader>[0])
  const tags = await data.tags
  expect(tags).toHaveLength(10)
  expect(new Set(tags.map((t) => t.slug)).size).toBe(10)

  const rtl = await import('@testing-library/react')
  const { MemoryRouter } = await import('react-router')
  const { RandomTagRow } = await import('../../app/features/home/RandomTagRow.tsx')
  rtl.render(
    <MemoryRouter>
      <RandomTagRow tags={tags} />
    </MemoryRouter>,
  )
  const section = rtl.screen.getByRole('region', { name: 'Explore by tag' })
  const links = rtl.within(section).getAllByRole('link')
  expect(links.map((a) => a.getAttribute('href'))).toEqual(tags.map((t) => `/tags/${t.slug}`))
  expect(links[0]!.textContent).toBe(`#${tags[0]!.name}`)
  rtl.cleanup()
})
