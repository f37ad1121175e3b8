// With REDIS_URL, a catalogue change on one instance reaches every other at once (decisions 0410,
// 0640): each publishes its own changes on one channel, and the others take them as remote events: a
// vote's new count (`counted`) is laid over their stored copies, a whole change (`changed`) empties
// them. Without Redis, or while it is down, other instances catch up when their short-lived copies expire.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Env } from '../config/env.ts'
import { listenWhileOpen, type CountMove } from '../events/catalog-events.ts'

/** One channel per store: REDIS_PREFIX 'haat' (the default) gives haat:catalog-changed. */
export const catalogChannel = (prefix: string) => `${prefix}:catalog-changed`

const id = z.number().int()
/** What goes over the channel: who sent it, and a count move or (without one) a whole change. */
const messageSchema = z.object({
  from: z.string(),
  counted: z
    .object({
      productId: id,
      upvoteCount: id,
      moved: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
      scope: z.object({
        categoryId: id,
        subcategoryId: id.nullable(),
        brandId: id,
        tagIds: z.array(id),
      }),
      voterKey: z.string().max(300).optional(),
    })
    .optional(),
})
type Message = z.infer<typeof messageSchema>

function readMessage(text: string): Message | null {
  try {
    return messageSchema.parse(JSON.parse(text))
  } catch {
    return null
  }
}

const OPTIONS = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true }

/**
 * For a process that is not a store (the catalogue CLI): tells the running stores that the catalogue
 * changed, as one of them would, so their stored answers and pages are emptied at once. Without
 * REDIS_URL there is no one to tell (they catch up on expiry). Resolves whether it was said.
 */
export async function announceCatalogueChange(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>,
): Promise<boolean> {
  if (!env.REDIS_URL) return false
  const { Redis } = await import('ioredis')
  const redis = new Redis(env.REDIS_URL, OPTIONS)
  redis.on('error', () => {}) // a Redis that is down: the stores catch up on expiry
  try {
    const message: Message = { from: `cli-${randomUUID()}` }
    await redis.publish(catalogChannel(env.REDIS_PREFIX), JSON.stringify(message))
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

export async function catalogEventsRedis(app: FastifyInstance) {
  const url = app.env.REDIS_URL
  if (!url) return
  const { Redis } = await import('ioredis') // loaded only by a store that has Redis
  const publisher = new Redis(url, OPTIONS)
  const subscriber = new Redis(url, OPTIONS)
  const instance = randomUUID()
  const channel = catalogChannel(app.env.REDIS_PREFIX)
  for (const client of [publisher, subscriber])
    client.on('error', (err) => app.log.warn({ err }, 'catalogue events: Redis error'))

  subscriber.on('message', (_channel, text: string) => {
    const message = readMessage(text)
    if (!message || message.from === instance) return
    if (message.counted) app.catalogEvents.emit('counted', message.counted, 'remote')
    else app.catalogEvents.emit('changed', 'remote')
  })
  // Not awaited: a store whose Redis is down still starts, and ioredis keeps trying to reconnect.
  subscriber.subscribe(channel).catch((err: unknown) => {
    app.log.warn({ err }, 'catalogue events: not subscribed; other instances catch up on expiry')
  })
  const publish = (message: Omit<Message, 'from'>) =>
    publisher.publish(channel, JSON.stringify({ from: instance, ...message })).catch(() => {})
  listenWhileOpen(app, app.catalogEvents, 'changed', (origin) => {
    if (origin === 'local') void publish({})
  })
  listenWhileOpen(app, app.catalogEvents, 'counted', (counted: CountMove, origin) => {
    if (origin === 'local') void publish({ counted })
  })
  app.addHook('onClose', async () => {
    publisher.disconnect()
    subscriber.disconnect()
  })
}
