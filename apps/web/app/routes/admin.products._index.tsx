// /admin/products — products to edit (a brand user's: its own), found by title.
import { Form } from 'react-router'
import { Button } from '../components/ui/Button.tsx'
import { AdminFrame, field } from '../features/admin/AdminFrame.tsx'
import { ProductsTable } from '../features/admin/ProductsTable.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.products._index.ts'

export { loader } from './admin.products._index.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Products · Admin', noindex: true })

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { me, products, q } = loaderData
  return (
    <AdminFrame me={me} title="Products">
      <Form method="get" className="flex gap-3">
        <input
          name="q"
          defaultValue={q}
          aria-label="Find by title"
          placeholder="Find by title"
          className={field}
        />
        <Button type="submit" variant="dark">
          Find
        </Button>
      </Form>
      <p className="text-sm text-ink-soft">{products.totalElements} products</p>
      <ProductsTable products={products.content} />
    </AdminFrame>
  )
}
