import { data } from 'react-router'
import { serverOf } from '#api-context'
import { getTape, listTapes } from '../lib/api/tapes.ts'
import { or404 } from '../lib/http/or-404.ts'
import type { Route } from './+types/binge.$id.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  const { api } = serverOf(context)
  const more = listTapes(api)
  const tape = await or404(getTape(api, Number(params.id)))
  return { tape, more }
}
