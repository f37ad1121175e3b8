// /admin/tapes — the binge feed's videos: upload one for a product, set its place, hide or remove it
// (decision 0766). A brand user sees and uploads its own brand's.
import { AdminFrame, Done } from '../features/admin/AdminFrame.tsx'
import type { FormErrors } from '../features/admin/form-errors.ts'
import { TapeRow } from '../features/admin/TapeRow.tsx'
import { TapeUploadForm } from '../features/admin/TapeUploadForm.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.tapes.ts'

export { action, loader } from './admin.tapes.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Tapes · Admin', noindex: true })

export default function AdminTapes({ loaderData, actionData }: Route.ComponentProps) {
  const { me, tapes } = loaderData
  const errors: FormErrors = actionData?.errors ?? {}
  const rowErrors = (id: number) => (actionData?.row === id ? errors : {})
  return (
    <AdminFrame me={me} title="Tapes">
      <Done message={actionData?.done} />
      {actionData?.row == null && errors.form && <p className="font-medium text-rani-600">{errors.form}</p>}
      <TapeUploadForm
        csrf={me.csrfToken}
        errors={actionData?.row == null ? errors : {}}
        resetKey={actionData?.done ?? 'upload'}
      />
      <p className="text-sm text-ink-soft">
        {tapes.length} {tapes.length === 1 ? 'tape' : 'tapes'}, in the order shoppers see them (lower place
        first, then the most viewed)
      </p>
      <ul className="divide-y divide-line rounded-card border border-line bg-card">
        {tapes.map((t) => (
          <TapeRow key={t.id} tape={t} csrf={me.csrfToken} errors={rowErrors(t.id)} />
        ))}
      </ul>
    </AdminFrame>
  )
}
