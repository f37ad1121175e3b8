// /admin/products/:id — edit a product; saved changes show on the storefront at once.
import { Link } from 'react-router'
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { ProductForm } from '../features/admin/ProductForm.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.products.$id.ts'

export { action, loader } from './admin.products.$id.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Edit product · Admin', noindex: true })

export default function AdminProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, product } = loaderData
  return (
    <AdminFrame me={me} title={product.edit.title}>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-ink-soft">
          {product.brand.name} · {product.upvoteCount} votes
        </span>
        <Link to={`/product/${product.slug}`} className="font-semibold underline">
          View in the store
        </Link>
        <Link to="/admin/products" className="ml-auto font-semibold underline">
          All products
        </Link>
      </div>
      {actionData?.saved && (
        <p role="status" className="rounded-xl bg-leaf-100 px-4 py-3 font-semibold text-leaf-700">
          Saved. Shoppers see the change now.
        </p>
      )}
      <ProductForm
        key={JSON.stringify(product.edit)}
        product={product}
        csrf={me.csrfToken}
        errors={actionData?.errors ?? {}}
      />
    </AdminFrame>
  )
}
