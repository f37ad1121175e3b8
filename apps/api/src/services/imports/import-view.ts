// A catalogue import as the admin sees it, and reading one: a brand user sees only its brand's imports.
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type {
  CatalogueImport,
  CatalogueImportList,
  ImportReportView,
} from '@haat/domain/admin/catalogue-import'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { catalogueImports } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'

export type ImportRow = typeof catalogueImports.$inferSelect

type ImportSummary = CatalogueImportList['content'][number]

function importSummary(row: ImportRow): ImportSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    brand: row.brandSlug,
    status: row.status,
    stage: row.stage,
    done: row.done,
    total: row.total,
    importGoodRows: row.importGoodRows,
    error: row.error,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

export function importView(row: ImportRow): CatalogueImport {
  return {
    ...importSummary(row),
    dryRun: (row.dryRun as ImportReportView | null) ?? null,
    report: (row.report as ImportReportView | null) ?? null,
  }
}

const ownedBy = (operator: Operator): SQL | undefined =>
  operator.brand ? eq(catalogueImports.brandSlug, operator.brand.slug) : undefined

export async function findImport(db: Db, operator: Operator, id: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, id), ownedBy(operator)))
  if (!row) throw notFound('Import', id)
  return row
}

/** The 20 latest, without their reports (the list shows status and counts only). */
export async function listImports(db: Db, operator: Operator): Promise<CatalogueImportList> {
  const rows = await db
    .select()
    .from(catalogueImports)
    .where(ownedBy(operator))
    .orderBy(desc(catalogueImports.createdAt), desc(catalogueImports.id))
    .limit(20)
  return { content: rows.map(importSummary) }
}
