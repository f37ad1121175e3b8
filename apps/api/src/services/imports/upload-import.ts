// POST /api/admin/imports: the uploaded file is kept in the database (any instance's worker can read it)
// and its dry run is queued: pictures are fetched and checked, which can take a while (decision 0772).
import { eq } from 'drizzle-orm'
import type { CatalogueImport, ImportUpload } from '@haat/domain/admin/catalogue-import'
import type { Operator } from '../../auth/operator.ts'
import { formatOf } from '../../catalogue/import/import-catalogue.ts'
import type { Db } from '../../db/client.ts'
import { brands, catalogueImports } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { enqueue } from '../../jobs/queue.ts'
import { importView } from './import-view.ts'

export const CATALOGUE_IMPORT_JOB = 'catalogue-import'
export type ImportJobPayload = { importId: number; phase: 'check' | 'import' }

export async function uploadImport(
  db: Db,
  operator: Operator,
  upload: ImportUpload,
): Promise<CatalogueImport> {
  const format = formatOf(upload.fileName)
  if (!format) throw badRequest('Choose a Shopify product export (.csv) or a catalogue file (.json)')
  // A brand user's products always go under its own brand, whatever the file says.
  const brandSlug = operator.brand?.slug ?? upload.brand ?? null
  if (brandSlug && !operator.brand) {
    const [known] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brandSlug))
    if (!known) throw badRequest(`No brand has the slug '${brandSlug}'`)
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(catalogueImports)
      .values({
        fileName: upload.fileName,
        format,
        brandSlug,
        text: upload.text,
        status: 'checking',
        actorId: operator.id,
        actorEmail: operator.email,
      })
      .returning()
    const payload: ImportJobPayload = { importId: created!.id, phase: 'check' }
    await enqueue(tx, {
      kind: CATALOGUE_IMPORT_JOB,
      key: `catalogue-import:${created!.id}:check`,
      payload,
      maxAttempts: 3,
    })
    return created!
  })
  return importView(row)
}
