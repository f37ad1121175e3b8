// The listing's answers are written by fast-json-stringify from the zod schema: the bytes must be the
// ones the zod serializer wrote (same fields, same order, unknown fields left out).
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { pageSchema } from '@haat/domain/catalog/page'
import { productSummarySchema } from '@haat/domain/catalog/product'
import { schemaSerializer } from '../../src/http/schema-serializer.ts'
import { build } from '../support/build.ts'
import { insertBrand, insertCategory, insertProduct, insertTag } from '../support/factories.ts'

const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.parse(data))

describe('schemaSerializer', () => {
  test('writes what zod would: optional, nullable, nested arrays; unknown fields left out', () => {
    const schema = z.object({
      id: z.number().int(),
      name: z.string(),
      note: z.string().nullable(),
      offer: z.object({ percent: z.number() }).optional(),
      tags: z.array(z.object({ slug: z.string() })),
    })
    const data = { id: 7, name: 'Chai "masala"\n', note: null, tags: [{ slug: 'a', extra: 1 }], secret: 'x' }
    const written = schemaSerializer({ schema })(data)
    expect(written).toBe(viaZod(schema, data))
    expect(written).not.toContain('secret')
    expect(written).not.toContain('extra')
  })

  test('GET /api/product answers byte for byte what the zod serializer wrote', async () => {
    const { app, db } = await build() // closed and dropped by build's own clean-up
    const brand = await insertBrand(db, { slug: 'valley-farms', name: 'Valley Farms' })
    const category = await insertCategory(db, { paramName: 'food-drink', name: 'Food & Drink' })
    const tag = await insertTag(db, { slug: 'gifting', name: 'Gifting' })
    for (const slug of ['walnut-oil', 'kahwa-tea', 'apricot-jam']) {
      await insertProduct(db, { slug, brandId: brand.id, categoryId: category.id, tagIds: [tag.id] })
    }
    const answer = await app.inject('/api/product?page=0&size=10')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().content).toHaveLength(3)
    expect(answer.body).toBe(viaZod(pageSchema(productSummarySchema), answer.json()))
  })
})
