import { data } from 'react-router'
import { serverOf } from '#api-context'
import { seedOf } from '../features/binge/seed-url.ts'
import { getTape, listTapes } from '../lib/api/tapes.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/binge.$id.ts'

/** /binge/{id} starts at that tape, then the feed (a seed in the address orders it, spec §2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  const { api } = serverOf(context)
  const seed = seedOf(new URL(request.url))
  const [tape, page] = await Promise.all([
    or404(getTape(api, Number(params.id))),
    listTapes(api, { seed: seed ?? undefined }),
  ])
  return { tape, page, seed }
}
