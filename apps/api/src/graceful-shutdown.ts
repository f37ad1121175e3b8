// SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, run the onClose hooks
// (view counts flushed, Redis and the database closed, the PGlite lock file removed), then leave.
// A request that hangs past the timeout does not keep a rolling deploy waiting forever.
import type { FastifyInstance } from 'fastify'

export function closeOnSignals(app: FastifyInstance, timeoutMs: number) {
  let closing = false
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining in-flight requests')
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out; leaving with requests still open')
      process.exit(1)
    }, timeoutMs)
    timer.unref()
    try {
      await app.close()
      app.log.info('shut down cleanly')
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error while closing')
      process.exit(1)
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal))
}
