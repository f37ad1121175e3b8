// POST /api/admin/imports/{id}/start: a checked file is imported in the background (the job queue), once.
// A file with refused rows needs "import the good rows"; the start is in the audit log (decision 0761).
import { and, eq } from 'drizzle-orm'
import {
  changesAnything,
  type CatalogueImport,
  type ImportReportView,
} from '@haat/domain/admin/catalogue-import'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { catalogueImports } from '../../db/schema.ts'
import { conflict } from '../../http/errors.ts'
import { enqueue } from '../../jobs/queue.ts'
import { writeAudit } from '../../repositories/admin-audit.ts'
import { findImport, importView } from './import-view.ts'
import { CATALOGUE_IMPORT_JOB, type ImportJobPayload } from './upload-import.ts'

export async function startImport(
  db: Db,
  operator: Operator,
  id: number,
  importGoodRows: boolean,
): Promise<CatalogueImport> {
  const row = await findImport(db, operator, id)
  if (row.status !== 'checked') throw conflict(`This import is ${row.status}, not waiting to start`)
  const dryRun = row.dryRun as ImportReportView
  if (dryRun.problems.length > 0 && !importGoodRows)
    throw conflict('Some rows are refused: fix the file, or import the good rows')
  if (!changesAnything(dryRun))
    throw conflict('Nothing to import: every product is already as the file has it')
  const started = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(catalogueImports)
      .set({ status: 'queued', importGoodRows, stage: null, done: 0, total: 0 })
      .where(and(eq(catalogueImports.id, id), eq(catalogueImports.status, 'checked')))
      .returning()
    if (!updated) return null // another operator (or a second click) started it first
    const payload: ImportJobPayload = { importId: id, phase: 'import' }
    await enqueue(tx, {
      kind: CATALOGUE_IMPORT_JOB,
      key: `catalogue-import:${id}:import`,
      payload,
      maxAttempts: 3,
    })
    await writeAudit(tx, operator, {
      action: 'catalogue.import',
      entity: 'catalogue_import',
      entityId: id,
      before: null,
      after: { fileName: row.fileName, brand: row.brandSlug, importGoodRows },
    })
    return updated
  })
  if (!started) throw conflict('This import has already been started')
  return importView(started)
}
