// After a command wrote the catalogue: running stores (other processes) empty their stored pages and
// answers now, through Redis when REDIS_URL is set, instead of when the copies expire.
import type { Env } from '../../config/env.ts'
import { announceCatalogueChange } from '../../plugins/catalog-events-redis.ts'

export async function tellRunningStores(env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>): Promise<void> {
  if (await announceCatalogueChange(env)) console.log('Running stores were told (Redis).')
}
