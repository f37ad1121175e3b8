// PUT /api/admin/tapes/{id} (its product, place and hidden flag) and DELETE /api/admin/tapes/{id}:
// the storefront's feeds follow at once, on every instance (decision 0640).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminTapeSchema, tapeEditSchema } from '@haat/domain/admin/tape-edit'
import { removeTape, updateTape } from '../../services/admin/save-tape.ts'
import { errorAnswers, idSchema } from '../schemas.ts'

export async function changeTapeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const params = z.object({ id: idSchema })
  typed.put(
    '/tapes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a tape's product, place in the order, or hide it",
        security: [{ bearer: [] }],
        params,
        body: tapeEditSchema,
        response: { 200: adminTapeSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const tape = await updateTape(app.db, req.operator, req.params.id, req.body)
      app.catalogEvents.emit('changed', 'local')
      return tape
    },
  )
  typed.delete(
    '/tapes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a tape',
        security: [{ bearer: [] }],
        params,
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await removeTape(app.db, req.operator, req.params.id)
      app.catalogEvents.emit('changed', 'local')
      return reply.code(204).send(null)
    },
  )
}
