// `catalogue declarations`: the operator's warning list of what the catalogue does not yet declare for
// Indian rules (decision 0781). Always exits 0: these are warnings, the store still sells.
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { missingDeclarations, type MissingDeclaration } from '@haat/domain/rules/missing-declarations'
import type { Db } from '../../db/client.ts'
import { categories, products } from '../../db/schema.ts'

/** Categories whose name speaks of food are asked for a best-before date. */
const FOOD = /food|drink|snack|beverage|pantry|nutrition|supplement|grocer/i
const EXAMPLES = 5

export async function runDeclarations(db: Db, log: (line: string) => void = console.log): Promise<number> {
  const sub = alias(categories, 'sub')
  const rows = await db
    .select({
      slug: products.slug,
      declarations: products.declarations,
      category: categories.paramName,
      subcategory: sub.paramName,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subcategoryId))
    .orderBy(products.id)
  const lacking = new Map<MissingDeclaration, string[]>()
  for (const r of rows) {
    const food = FOOD.test(r.category) || FOOD.test(r.subcategory ?? '')
    for (const missing of missingDeclarations(r.declarations, food)) {
      const slugs = lacking.get(missing) ?? []
      slugs.push(r.slug)
      lacking.set(missing, slugs)
    }
  }
  if (lacking.size === 0) {
    log(`All ${rows.length} products declare what Indian rules ask for.`)
    return 0
  }
  log(`Warning: ${rows.length} products checked; Indian rules (decision 0781) ask the page to show:`)
  for (const [missing, slugs] of lacking) {
    const more = slugs.length > EXAMPLES ? `, … ${slugs.length - EXAMPLES} more` : ''
    log(`  ${missing}: missing on ${slugs.length} (${slugs.slice(0, EXAMPLES).join(', ')}${more})`)
  }
  return 0
}
