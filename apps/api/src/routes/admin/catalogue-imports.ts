// /api/admin/imports — catalogue files through the admin (decision 0772): upload (the dry run starts in
// the background), the latest imports, one import's progress and reports, and starting the import.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  catalogueImportListSchema,
  catalogueImportSchema,
  importStartSchema,
  importUploadSchema,
  MAX_IMPORT_BYTES,
} from '@haat/domain/admin/catalogue-import'
import { findImport, importView, listImports } from '../../services/imports/import-view.ts'
import { startImport } from '../../services/imports/start-import.ts'
import { uploadImport } from '../../services/imports/upload-import.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

const params = z.object({ id: idSchema })

export async function catalogueImportRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const base = { tags: ['admin'], security: [{ bearer: [] }] }
  typed.get(
    '/imports',
    {
      schema: {
        ...base,
        summary: 'The latest catalogue imports (a brand user: its own)',
        response: { 200: catalogueImportListSchema, ...errorAnswers(401, 403) },
      },
    },
    async (req) => listImports(app.db, req.operator),
  )
  typed.post(
    '/imports',
    {
      bodyLimit: MAX_IMPORT_BYTES * 2 + 64 * 1024, // the file as a JSON string: escapes can double it
      schema: {
        ...base,
        summary: 'Upload a Shopify product CSV or a catalogue JSON file; its dry run runs in the background',
        body: importUploadSchema,
        response: { 202: catalogueImportSchema, ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (req, reply) => {
      const created = await uploadImport(app.db, req.operator, req.body)
      app.jobs.kick()
      return reply.code(202).send(created)
    },
  )
  typed.get(
    '/imports/:id',
    {
      schema: {
        ...base,
        summary: "An import's status, progress, dry run and report",
        params,
        response: { 200: catalogueImportSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => importView(await findImport(app.db, req.operator, req.params.id)),
  )
  typed.post(
    '/imports/:id/start',
    {
      schema: {
        ...base,
        summary: 'Import a checked file in the background (importGoodRows: despite refused rows)',
        params,
        body: importStartSchema,
        response: { 202: catalogueImportSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const started = await startImport(app.db, req.operator, req.params.id, req.body.importGoodRows)
      app.jobs.kick()
      return reply.code(202).send(started)
    },
  )
}
