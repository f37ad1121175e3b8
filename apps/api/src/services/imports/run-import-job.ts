// The catalogue-import job (decision 0772): phase `check` runs the dry run of an uploaded file, phase
// `import` writes it, each reporting progress on the import's row. A file the importer refuses outright
// (unreadable, an unknown brand) marks the import failed without retrying; a crash mid-way lets the job
// run again after its lease, and the importer's upserts by handle make that harmless.
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { importCandidates, type ReadCatalogue } from '../../catalogue/import/import-catalogue.ts'
import { wroteCatalogue } from '../../catalogue/import/import-report.ts'
import { readCatalogueJson } from '../../catalogue/import/read-catalogue-json.ts'
import { readShopifyCsv } from '../../catalogue/import/read-shopify-csv.ts'
import type { Db } from '../../db/client.ts'
import { catalogueImports } from '../../db/schema.ts'
import type { JobHandler } from '../../jobs/worker.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { refuseForeignProducts } from './foreign-products.ts'
import { importProgress } from './import-progress.ts'
import type { ImportJobPayload } from './upload-import.ts'
import { urlImages } from './url-images.ts'

type Deps = {
  db: Db
  media: () => MediaStore
  log: FastifyBaseLogger
  /** An import wrote products: stored answers and pages are emptied at once, not at their expiry. */
  onCatalogueChanged: () => void
}

export function catalogueImportHandler({ db, media, log, onCatalogueChanged }: Deps): JobHandler {
  return async (payload, job) => {
    const { importId, phase } = payload as ImportJobPayload
    const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId))
    const expected = phase === 'check' ? ['checking'] : ['queued', 'running']
    if (!row || !expected.includes(row.status)) return // already finished (a repeated delivery)
    if (phase === 'import') {
      await db.update(catalogueImports).set({ status: 'running' }).where(eq(catalogueImports.id, importId))
    }
    const progress = importProgress(db, importId, job.id)
    const finish = async (set: Partial<typeof catalogueImports.$inferInsert>) => {
      await progress.flush()
      await db.update(catalogueImports).set(set).where(eq(catalogueImports.id, importId))
    }
    try {
      let read: ReadCatalogue = row.format === 'json' ? readCatalogueJson(row.text) : readShopifyCsv(row.text)
      if (row.brandSlug) read = await refuseForeignProducts(db, read, row.brandSlug)
      const report = await importCandidates(db, read, {
        images: urlImages(media()),
        ...(row.brandSlug && { brand: row.brandSlug }),
        dryRun: phase === 'check',
        importGoodRows: row.importGoodRows,
        onProgress: progress.onProgress,
      })
      const total = report.changes.length
      await finish(
        phase === 'check'
          ? { status: 'checked', dryRun: report, stage: null, done: total, total }
          : { status: 'done', report, done: total, total, finishedAt: new Date() },
      )
      if (wroteCatalogue(report)) onCatalogueChanged()
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      log.warn({ importId, phase, reason: message }, 'catalogue import failed')
      await finish({ status: 'failed', error: message.slice(0, 2000), finishedAt: new Date() })
      if (phase === 'import') onCatalogueChanged() // it may have written some rows before it failed
    }
  }
}
