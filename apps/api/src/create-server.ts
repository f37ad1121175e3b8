// The Fastify instance shared by the API and the SSR pages: logger, request ids, zod compilers.
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import { AccessLog } from './http/access-log.ts'
import { hideSecrets } from './http/hide-secrets.ts'

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write(line: string): void }

export function createServer(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'> & Partial<Pick<Env, 'TRUST_PROXY'>>,
  extra: FastifyServerOptions = {},
  logStream?: LogStream,
) {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // Secrets are never logged on purpose. A request's credentials cannot be: Fastify's `req`
      // serializer writes no headers. A settings object logged by mistake loses its secrets here.
      formatters: { log: hideSecrets },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new AccessLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    trustProxy: env.TRUST_PROXY ?? false,
    ...extra,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })
  return app
}
export type Server = ReturnType<typeof createServer>
