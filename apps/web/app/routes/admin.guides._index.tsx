// /admin/guides — the store's guides, drafts too; each opens its form, and a new one starts here.
import { Link } from 'react-router'
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.guides._index.ts'

export { loader } from './admin.guides._index.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Guides · Admin', noindex: true })

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold'

export default function AdminGuides({ loaderData }: Route.ComponentProps) {
  const { me, guides } = loaderData
  return (
    <AdminFrame me={me} title="Guides">
      <Link
        to="/admin/guides/new"
        className="inline-flex h-11 items-center rounded-full bg-ink px-5 font-semibold text-paper"
      >
        New guide
      </Link>
      <ul className="divide-y divide-line rounded-card border border-line bg-card">
        {guides.map((g) => (
          <li key={g.id}>
            <Link
              to={`/admin/guides/${g.id}`}
              className="grid gap-1 px-4 py-3 hover:bg-sand md:grid-cols-[1fr_12rem_7rem_10rem] md:items-center md:gap-4"
            >
              <span className="font-semibold">{g.name}</span>
              <span className="text-sm text-ink-soft">by {g.curatorName}</span>
              <span className="text-sm">{g.productCount} products</span>
              <span className="flex gap-2">
                <span
                  className={`${badge} ${g.published ? 'bg-leaf-100 text-leaf-700' : 'bg-sand text-ink'}`}
                >
                  {g.published ? 'Published' : 'Draft'}
                </span>
                {g.featured && <span className={`${badge} bg-sand text-ink`}>Featured</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminFrame>
  )
}
