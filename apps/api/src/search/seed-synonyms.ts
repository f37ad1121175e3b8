// Fills an empty search_synonyms table from the seed files (data/synonyms.json, data/hinglish.json).
// Once the table has rows it belongs to the operator: edits and deletions are never undone here.
import { count } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { searchSynonyms } from '../db/schema.ts'
import hinglish from './data/hinglish.json' with { type: 'json' }
import synonyms from './data/synonyms.json' with { type: 'json' }

type SynonymInsert = typeof searchSynonyms.$inferInsert

export function seedSynonymRows(): SynonymInsert[] {
  return [
    ...synonyms.twoWay.map((terms): SynonymInsert => ({ terms, direction: 'two-way' })),
    ...synonyms.oneWay.map((terms): SynonymInsert => ({ terms, direction: 'one-way' })),
    ...Object.entries(hinglish.words).map(([word, meaning]): SynonymInsert => ({
      terms: [word, ...meaning],
      direction: 'one-way',
      source: 'hinglish',
    })),
  ]
}

export async function seedSynonymsIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(searchSynonyms)
  if ((row?.n ?? 0) > 0) return
  await db.insert(searchSynonyms).values(seedSynonymRows()).onConflictDoNothing()
}
