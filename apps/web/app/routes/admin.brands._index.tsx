// /admin/brands — every brand with its sales channel and whether its own shop is set (decision 0767),
// and the store admin's New brand (decision 0769).
import { Link } from 'react-router'
import { buttonClasses } from '../components/ui/button.ts'
import { AdminFrame, Done } from '../features/admin/AdminFrame.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.brands._index.ts'

export { loader } from './admin.brands._index.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Brands · Admin', noindex: true })

// On phones the facts stack beside the logo; on wider screens each has its column.
const second = 'col-start-2 md:col-start-auto'
const badge = 'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold'

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { me, brands, deleted } = loaderData
  return (
    <AdminFrame me={me} title="Brands">
      <Done message={deleted ? `Deleted ${deleted}. Its page has left the store.` : null} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{brands.length} brands</p>
        {me.role === 'admin' && (
          <Link to="/admin/brands/new" className={buttonClasses('primary', 'sm')}>
            New brand
          </Link>
        )}
      </div>
      <ul className="divide-y divide-line rounded-card border border-line bg-card">
        {brands.map((b) => (
          <li key={b.id}>
            <Link
              to={`/admin/brands/${b.id}`}
              className="grid grid-cols-[2.5rem_1fr] items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-sand md:grid-cols-[2.5rem_1fr_7rem_11rem_14rem] md:gap-4"
            >
              <img
                src={b.edit.logoUrl}
                alt=""
                width={40}
                height={40}
                className="row-span-4 size-10 rounded-full bg-sand object-cover md:row-span-1"
              />
              <span className="font-semibold">
                {b.edit.name} <span className="font-normal text-ink-soft">· {b.edit.city || '—'}</span>
              </span>
              <span className={`${second} text-sm`}>{b.productCount} products</span>
              <span className={`${second} flex gap-2`}>
                <span
                  className={`${badge} ${b.edit.salesChannel === 'SHOPIFY' ? 'bg-sand text-ink' : 'bg-leaf-100 text-leaf-700'}`}
                >
                  {b.edit.salesChannel === 'SHOPIFY' ? 'Shopify' : 'Built-in'}
                </span>
                {b.edit.featured && <span className={`${badge} bg-sand text-ink`}>Featured</span>}
              </span>
              <span className={`${second} text-sm text-ink-soft`}>
                {b.shop ? b.shop.storeDomain : 'No own shop'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminFrame>
  )
}
