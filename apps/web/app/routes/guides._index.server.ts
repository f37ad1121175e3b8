import { serverOf } from '#api-context'
import { listGuides } from '../lib/api/guides.ts'
import type { Route } from './+types/guides._index.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { guides: await listGuides(serverOf(context).api) }
}
