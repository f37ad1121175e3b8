// Catalogue imports through the admin (issue 15, decision 0772): the uploaded file, its dry run, the
// background import's progress and report. The importer's report is the CLI's (import-report.ts).
import { z } from 'zod'
import { IMPORT_STATUSES } from './import-states.ts'

/** The largest file the admin takes (a Shopify export of a few thousand products). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024

export const importUploadSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(csv|json)$/i, 'Choose a Shopify product export (.csv) or a catalogue file (.json)'),
  text: z.string().min(1, 'The file is empty').max(MAX_IMPORT_BYTES, 'The file is larger than 8 MB'),
  /** A brand's slug for every product (the store admin's choice; a brand user's is always its own). */
  brand: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
})
export type ImportUpload = z.infer<typeof importUploadSchema>

export const importStartSchema = z.object({
  /** Import the products that passed even though some rows were refused (the CLI's --import-good-rows). */
  importGoodRows: z.boolean().default(false),
})

const problemSchema = z.object({
  line: z.number().int().nullable(),
  handle: z.string().nullable(),
  reason: z.string(),
})
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  changes: z.array(
    z.object({
      handle: z.string(),
      action: z.enum(['create', 'update', 'unchanged']),
      fields: z.array(z.string()),
    }),
  ),
  problems: z.array(problemSchema),
  skipped: z.array(z.object({ line: z.number().int().nullable(), handle: z.string() })),
})
export type ImportReportView = z.infer<typeof importReportSchema>

/** Whether an import creates or updates any product (or, on a dry run, would): the admin offers to
 *  import only then, and the API starts one only then. */
export const changesAnything = (report: {
  changes: { action: ImportReportView['changes'][number]['action'] }[]
}): boolean => report.changes.some((c) => c.action !== 'unchanged')

export const catalogueImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(['shopify-csv', 'json']),
  brand: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  /** images: pictures being checked or stored; write: products being written. */
  stage: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  importGoodRows: z.boolean(),
  dryRun: importReportSchema.nullable(),
  report: importReportSchema.nullable(),
  error: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type CatalogueImport = z.infer<typeof catalogueImportSchema>

export const catalogueImportListSchema = z.object({
  content: z.array(catalogueImportSchema.omit({ dryRun: true, report: true })),
})
export type CatalogueImportList = z.infer<typeof catalogueImportListSchema>
