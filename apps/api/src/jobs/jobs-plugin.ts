// The job queue on this instance: the mailer, every job kind's handler and the worker. Routes add jobs
// in their transactions and call `app.jobs.kick()` after committing, so mail leaves at once.
import type { FastifyInstance } from 'fastify'
import type { AddressInfo } from 'node:net'
import { metaSettings } from '../adapters/meta/meta-settings.ts'
import { ACCOUNT_EMAIL_JOB, accountEmailHandler } from '../email/account-email.ts'
import { createMailer, type Mailer } from '../email/mailer.ts'
import { ORDER_EMAIL_JOB, orderEmailHandler } from '../email/order-email.ts'
import { openMediaStore } from '../media/open-media-store.ts'
import { storeOrigin } from '../oidc/embedded-issuer.ts'
import { catalogueImportHandler } from '../services/imports/run-import-job.ts'
import { CATALOGUE_IMPORT_JOB } from '../services/imports/upload-import.ts'
import { META_EVENT_JOB, metaEventHandler } from '../services/tracking/retry-fb-event.ts'
import { pruneByAge, RETENTION_JOB, scheduleRetention } from './retention.ts'
import { startWorker, type JobOutcome, type Worker } from './worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Pick<Worker, 'kick' | 'runOnce'>
    mailer: Mailer
  }
}

const HOUR = 60 * 60_000

export async function jobsPlugin(app: FastifyInstance, opts: { onOutcome?: (o: JobOutcome) => void }) {
  const { env, db } = app
  const mailer = createMailer(env)
  // Links in mail: PUBLIC_ORIGIN, else the address this server listens on.
  const origin = () => {
    const known = storeOrigin(env)
    if (known) return known
    const address = app.server.address() as AddressInfo | null
    return `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${address?.port ?? env.PORT}`
  }
  const worker = startWorker(
    {
      db,
      log: app.log,
      pollMs: env.JOB_POLL_MS,
      backoff: { baseMs: env.JOB_RETRY_BASE_MS, capMs: env.JOB_RETRY_CAP_MS },
      handlers: {
        [ORDER_EMAIL_JOB]: orderEmailHandler({ db, mailer, origin }),
        [ACCOUNT_EMAIL_JOB]: accountEmailHandler({ mailer, origin }),
        [META_EVENT_JOB]: metaEventHandler({ db, meta: metaSettings(env) }),
        [CATALOGUE_IMPORT_JOB]: catalogueImportHandler({
          db,
          media: () => openMediaStore(env),
          log: app.log,
          // With Redis, every other instance hears of it too (catalog-events-redis.ts).
          onCatalogueChanged: () => app.catalogEvents.emit('changed', 'local'),
        }),
        [RETENTION_JOB]: async () => {
          const pruned = await pruneByAge(db, env)
          app.log.info({ pruned }, 'retention: old rows deleted')
        },
      },
      ...(opts.onOutcome && { onOutcome: opts.onOutcome }),
    },
    env.JOBS_WORKER,
  )
  app.decorate('jobs', { kick: env.JOBS_WORKER ? worker.kick : () => {}, runOnce: worker.runOnce })
  app.decorate('mailer', mailer)

  let retention: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    app.log.info({ mail: mailer.kind, to: mailer.target, worker: env.JOBS_WORKER }, 'job queue ready')
    if (!env.JOBS_WORKER) return
    const schedule = () =>
      scheduleRetention(db)
        .then(() => worker.kick())
        .catch((err: unknown) => app.log.warn({ err }, 'retention: scheduling failed'))
    void schedule()
    retention = setInterval(schedule, HOUR).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(retention)
    await worker.stop()
    mailer.close()
  })
}
