// /admin/imports — upload a Shopify product CSV export or a catalogue JSON file (its dry run starts on
// upload, decision 0772) and the latest imports with their state.
import { Form, Link } from 'react-router'
import { Button } from '../components/ui/Button.tsx'
import { AdminFrame, Csrf, field, FieldError, label } from '../features/admin/AdminFrame.tsx'
import { BrandSelect } from '../features/admin/BrandSelect.tsx'
import { STATUS_TEXT } from '../features/admin/imports/import-status.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.imports._index.ts'

export { action, loader } from './admin.imports._index.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Import · Admin', noindex: true })

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function AdminImports({ loaderData, actionData }: Route.ComponentProps) {
  const { me, imports, brands } = loaderData
  return (
    <AdminFrame me={me} title="Import products">
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-[1fr_16rem_auto] md:items-end md:p-6"
      >
        <Csrf token={me.csrfToken} />
        <label className={label}>
          Shopify product export (.csv) or catalogue file (.json), up to 8 MB
          <input
            type="file"
            name="file"
            accept=".csv,.json,text/csv,application/json"
            required
            className={`${field} py-2`}
          />
          <FieldError message={actionData?.errors.file} />
        </label>
        {brands ? (
          <BrandSelect brands={brands} value={undefined} anyLabel="As the file says" by="slug" />
        ) : (
          <p className="text-sm text-ink-soft">Every product goes under {me.brand?.name}.</p>
        )}
        <Button type="submit">Check the file</Button>
      </Form>
      <p className="text-sm text-ink-soft">
        Nothing is written until you have seen the check. Pictures must be web addresses (https://…); products
        are matched by handle, so importing the same file again changes nothing.
      </p>
      {imports.length > 0 && (
        <ul className="divide-y divide-line rounded-card border border-line bg-card">
          {imports.map((i) => (
            <li key={i.id}>
              <Link
                to={`/admin/imports/${i.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-sand md:grid-cols-[1fr_12rem_10rem] md:items-center md:gap-4"
              >
                <span className="font-semibold">{i.fileName}</span>
                <span className="text-sm text-ink-soft">
                  {when(i.createdAt)} · {i.actorEmail ?? 'unknown'}
                </span>
                <span className="text-sm font-semibold">{STATUS_TEXT[i.status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  )
}
