import { insightsQuerySchema } from '@haat/domain/admin/insights'
import { serverOf } from '#api-context'
import { operatorPage, orNotFound } from '../features/admin/operator.server.ts'
import { listBrands } from '../lib/api/catalog.ts'
import type { Route } from './+types/admin.insights.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  const values = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = insightsQuerySchema.safeParse(values)
  const query = parsed.success ? parsed.data : { days: 30 }
  const [insights, brands] = await Promise.all([
    // Another brand's product (a brand user's 403) or an unknown one: the 404 page.
    orNotFound(() => admin.insights(query)),
    me.role === 'admin' ? listBrands(serverOf(context).api) : Promise.resolve(null),
  ])
  return { me, insights, brands, days: query.days, invalid: !parsed.success }
}
