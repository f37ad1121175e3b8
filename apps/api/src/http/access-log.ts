// One access-log line per request (decision 0812): Fastify's default is two at `info`, "incoming
// request" and "request completed", each serialised and checked against the redaction paths. The one
// line carries what both did (method, URL, host, remote address, status, time); the incoming line is
// kept at `debug` for following a request that never completes.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}
