import { operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.guides._index.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  // A brand user's 403: guides are the store admin's, so the page is not there for it.
  return { me, guides: (await orNotFound(admin.guides)).content }
}
