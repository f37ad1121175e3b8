// One access-log line per request (decision 0812): Fastify's default is two at `info`, "incoming
// request" and "request completed", each serialised and checked against the redaction paths. The one
// line carries what both did (method, URL, host, remote address, status, time); the incoming line is
// kept at `debug` for following a request that never completes.
// A page's own calls to the API (its loaders, in-process) are at `debug` when they succeed: the page's
// line, with the same reqId, already says what the shopper asked and how long it took (decision 0830).
import { IN_PROCESS_CALL_HEADER } from '@haat/domain/logging/in-process-call'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/** Only an injected request (light-my-request's, never one from a socket) is believed to be in-process:
 * a client that sends the header itself is logged like any other. */
function isInProcessCall(request: FastifyRequest) {
  return request.headers[IN_PROCESS_CALL_HEADER] === '1' && '_lightMyRequest' in request.raw
}

export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else if (reply.statusCode < 400 && isInProcessCall(request)) reply.log.debug(line, 'request completed')
    else reply.log.info(line, 'request completed')
  }
}
