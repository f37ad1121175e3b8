import { serverOf } from '#api-context'
import { randomTapeSeed } from '@haat/domain/rules/tape-seed'
import { seedOf } from '../features/binge/seed-url.ts'
import { listTapes } from '../lib/api/tapes.ts'
import type { Route } from './+types/binge._index.ts'

/**
 * /binge?seed=N repeats an order (spec §2). Without a valid seed one is drawn here; the page then writes
 * it into the address. A failing tape list goes to the error boundary (spec §8).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const given = seedOf(new URL(request.url))
  const seed = given ?? randomTapeSeed()
  const page = await listTapes(serverOf(context).api, { seed })
  return { page, seed, seedInUrl: given !== null }
}
