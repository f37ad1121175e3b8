// Search synonyms in the admin (decision 0765): the list (found by any term), adding a row and taking
// one away, each with its audit row. Searches read the table on every query, so the next search uses
// the change; the caller drops cached answers. Store admins only.
import { asc, count, eq, sql } from 'drizzle-orm'
import type { AdminSynonymList, SynonymEdit } from '@haat/domain/admin/synonym-edit'
import { assertStoreAdmin, type Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { searchSynonyms } from '../../db/schema.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { deleteAudited, writeAudit } from '../../repositories/admin-audit.ts'

const LIST_LIMIT = 200
const fields = {
  id: searchSynonyms.id,
  terms: searchSynonyms.terms,
  direction: searchSynonyms.direction,
  source: searchSynonyms.source,
}

export async function listSynonyms(db: Db, operator: Operator, q?: string): Promise<AdminSynonymList> {
  assertStoreAdmin(operator)
  const like = q ? `%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
  const where = like ? sql`array_to_string(${searchSynonyms.terms}, ' ') ilike ${like}` : undefined
  const [rows, [counted]] = await Promise.all([
    db.select(fields).from(searchSynonyms).where(where).orderBy(asc(searchSynonyms.terms)).limit(LIST_LIMIT),
    db.select({ n: count() }).from(searchSynonyms).where(where),
  ])
  return { content: rows, totalElements: counted?.n ?? 0 }
}

export async function addSynonym(db: Db, operator: Operator, edit: SynonymEdit) {
  assertStoreAdmin(operator)
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(searchSynonyms).values(edit).onConflictDoNothing().returning(fields)
    if (!row) throw conflict(`There is already a row of exactly these terms: ${edit.terms.join(', ')}`)
    await writeAudit(tx, operator, {
      action: 'synonym.create',
      entity: 'synonym',
      entityId: row.id,
      before: null,
      after: edit,
    })
    return row
  })
}

export async function deleteSynonym(db: Db, operator: Operator, id: number) {
  assertStoreAdmin(operator)
  const [row] = await db.select(fields).from(searchSynonyms).where(eq(searchSynonyms.id, id))
  if (!row) throw notFound('Synonym', id)
  await deleteAudited(
    db,
    operator,
    { action: 'synonym.delete', entity: 'synonym', entityId: id, before: row },
    (tx) => tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)),
  )
}
