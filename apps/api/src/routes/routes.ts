// Registers every route module. One operation per file under routes/<area>/.
import type { FastifyInstance } from 'fastify'
import { getHealth } from './health/get-health.ts'

export async function routes(app: FastifyInstance) {
  await app.register(getHealth)
}
