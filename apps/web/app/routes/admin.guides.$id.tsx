// /admin/guides/:id (or /admin/guides/new) — write a guide; saved, shoppers see it at once.
import { Link } from 'react-router'
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { GuideForm } from '../features/admin/GuideForm.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.guides.$id.ts'

export { action, loader } from './admin.guides.$id.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Guide · Admin', noindex: true })

export default function AdminGuidePage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, guide, saved } = loaderData
  const isNew = guide.id === 0
  return (
    <AdminFrame me={me} title={isNew ? 'New guide' : guide.edit.name}>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {!isNew && guide.edit.published && (
          <Link to={`/guides/${guide.edit.slug}`} className="font-semibold underline">
            View in the store
          </Link>
        )}
        <Link to="/admin/guides" className="ml-auto font-semibold underline">
          All guides
        </Link>
      </div>
      {saved && !actionData && (
        <p role="status" className="rounded-xl bg-leaf-100 px-4 py-3 font-semibold text-leaf-700">
          Saved. {guide.edit.published ? 'Shoppers see the guide now.' : 'It stays a draft until published.'}
        </p>
      )}
      <GuideForm
        key={JSON.stringify(guide.edit)}
        guide={guide}
        csrf={me.csrfToken}
        errors={actionData?.errors ?? {}}
      />
    </AdminFrame>
  )
}
