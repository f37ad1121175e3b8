// /admin/insights — votes to sales (decision 0770): upvotes, unlocks, adds to the bag, orders and revenue
// per day, with the chart (uPlot, loaded after render) and the same figures as tables; per product and,
// for the store admin, per brand.
import { Link } from 'react-router'
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { InsightsChart } from '../features/admin/insights/InsightsChart.tsx'
import { InsightsFilters } from '../features/admin/insights/InsightsFilters.tsx'
import { InsightsTable } from '../features/admin/insights/InsightsTable.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.insights.ts'

export { loader } from './admin.insights.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Insights · Admin', noindex: true })

const dayName = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { me, insights, brands, days, invalid } = loaderData
  const { scope } = insights
  const whose = scope.product?.name ?? scope.brand?.name ?? 'Every brand'
  return (
    <AdminFrame me={me} title="Insights">
      <InsightsFilters brands={brands} days={days} scope={scope} />
      {invalid && <p className="text-rani-600">Those choices are not valid; showing the last 30 days.</p>}
      <p className="text-sm text-ink-soft">
        {whose} · {dayName(insights.from)} to {dayName(insights.to)}. Revenue counts paid and cash-on-delivery
        orders, after the upvote discount.
      </p>
      <InsightsChart days={insights.days} />
      {!scope.product && (
        <InsightsTable
          caption="Products with the most upvotes"
          headLabel="Product"
          rows={insights.products.map((p) => ({
            ...p,
            key: p.id,
            head: (
              <Link className="underline" to={`?days=${days}&product=${p.id}`}>
                {p.name}
              </Link>
            ),
          }))}
        />
      )}
      {insights.brands.length > 0 && (
        <InsightsTable
          caption="Brands"
          headLabel="Brand"
          rows={insights.brands.map((b) => ({
            ...b,
            key: b.id,
            head: (
              <Link className="underline" to={`?days=${days}&brand=${b.id}`}>
                {b.name}
              </Link>
            ),
          }))}
        />
      )}
      <InsightsTable
        caption="Per day"
        headLabel="Day"
        rows={[...insights.days].reverse().map((d) => ({ ...d, key: d.day, head: dayName(d.day) }))}
        total={insights.totals}
      />
    </AdminFrame>
  )
}
