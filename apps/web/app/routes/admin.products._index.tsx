// /admin/products — products to edit (a brand user's: its own), found by title.
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { FindForm } from '../features/admin/FindForm.tsx'
import { ProductsTable } from '../features/admin/ProductsTable.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.products._index.ts'

export { loader } from './admin.products._index.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Products · Admin', noindex: true })

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { me, products, q } = loaderData
  return (
    <AdminFrame me={me} title="Products">
      <FindForm q={q} label="Find by title" />
      <p className="text-sm text-ink-soft">{products.totalElements} products</p>
      <ProductsTable products={products.content} />
    </AdminFrame>
  )
}
