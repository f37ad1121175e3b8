import { redirect } from 'react-router'
import { operatorPage } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.brands._index.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  // A brand user has one brand: its form is the page.
  if (me.brand) throw redirect(`/admin/brands/${me.brand.id}`)
  // After a delete (decision 0769): the deleted brand's name, for the notice.
  const deleted = new URL(request.url).searchParams.get('deleted')
  return { me, brands: (await admin.brands()).content, deleted }
}
