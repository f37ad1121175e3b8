import { serverOf } from '#api-context'
import { listTapes } from '../lib/api/tapes.ts'
import type { Route } from './+types/binge._index.ts'

/** /binge?seed=N repeats an order (spec §2); without a seed the API picks one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('seed')
  const seed = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : undefined
  return { tapes: await listTapes(serverOf(context).api, { seed }) }
}
