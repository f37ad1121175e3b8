// With REDIS_URL, a catalogue change on one instance reaches every other at once (decision 0410): each
// publishes its own changes on one channel and empties its caches on the others'. Without Redis, or
// while it is down, other instances catch up when their short-lived copies expire.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { listenWhileOpen } from '../events/catalog-events.ts'

export const CATALOG_CHANNEL = 'haat:catalog-changed'

export async function catalogEventsRedis(app: FastifyInstance) {
  const url = app.env.REDIS_URL
  if (!url) return
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, options)
  const instance = randomUUID()
  for (const client of [publisher, subscriber])
    client.on('error', (err) => app.log.warn({ err }, 'catalogue events: Redis error'))

  subscriber.on('message', (_channel, from: string) => {
    if (from !== instance) app.catalogEvents.emit('changed', 'remote')
  })
  // Not awaited: a store whose Redis is down still starts, and ioredis keeps trying to reconnect.
  subscriber.subscribe(CATALOG_CHANNEL).catch((err: unknown) => {
    app.log.warn({ err }, 'catalogue events: not subscribed; other instances catch up on expiry')
  })
  listenWhileOpen(app, app.catalogEvents, 'changed', (origin) => {
    if (origin === 'local') publisher.publish(CATALOG_CHANNEL, instance).catch(() => {})
  })
  app.addHook('onClose', async () => {
    publisher.disconnect()
    subscriber.disconnect()
  })
}
