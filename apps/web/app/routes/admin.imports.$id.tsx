// /admin/imports/:id — one uploaded file: the dry run's progress and result, then the import's progress
// bar and final report. The job runs on the server (decision 0772); this page re-reads it every second
// while it moves, so a reload or another tab shows the same progress.
import { useEffect } from 'react'
import { Form, useNavigate, useNavigation } from 'react-router'
import { changesAnything } from '@haat/domain/admin/catalogue-import'
import { importBusy } from '@haat/domain/admin/import-states'
import { Button } from '../components/ui/Button.tsx'
import { AdminFrame, Csrf } from '../features/admin/AdminFrame.tsx'
import { ImportProgress } from '../features/admin/imports/ImportProgress.tsx'
import { ImportReport } from '../features/admin/imports/ImportReport.tsx'
import { STATUS_TEXT } from '../features/admin/imports/import-status.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.imports.$id.ts'

export { action, loader } from './admin.imports.$id.server.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Import · Admin', noindex: true })

/** Re-reads the page (its loader) every second while the import moves. A same-address navigation, not
 *  useRevalidator: that hook would join the framework code in every shopper's first load. */
function usePollWhile(busy: boolean) {
  const navigate = useNavigate()
  const { state } = useNavigation()
  useEffect(() => {
    if (!busy || state !== 'idle') return
    const timer = setTimeout(() => void navigate('.', { replace: true, preventScrollReset: true }), 1000)
    return () => clearTimeout(timer)
  }, [busy, state, navigate])
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { me, item } = loaderData
  usePollWhile(importBusy(item.status))
  const dry = item.dryRun
  const writes = dry ? changesAnything(dry) : false
  const refused = dry?.problems.length ?? 0
  return (
    <AdminFrame me={me} title={item.fileName}>
      <p className="text-sm text-ink-soft">
        {STATUS_TEXT[item.status]} · {item.format === 'json' ? 'catalogue file' : 'Shopify export'}
        {item.brand ? ` · every product under ${item.brand}` : ''} · uploaded by{' '}
        {item.actorEmail ?? 'unknown'}
      </p>
      <ImportProgress item={item} />
      {actionData?.errors.form && <p className="font-medium text-rani-600">{actionData.errors.form}</p>}
      {item.error && <p className="font-medium text-rani-600">The import failed: {item.error}</p>}
      {item.report && <ImportReport report={item.report} title="What the import did" />}
      {dry && !item.report && <ImportReport report={dry} title="What the check found" />}
      {item.status === 'checked' && (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <Csrf token={me.csrfToken} />
          <input type="hidden" name="intent" value="start" />
          {!writes ? (
            <p>Nothing to import: fix the file and upload it again.</p>
          ) : refused > 0 ? (
            <>
              <input type="hidden" name="goodRows" value="1" />
              <Button type="submit">Import the good rows</Button>
              <span className="text-sm text-ink-soft">
                {refused} refused {refused === 1 ? 'row stays' : 'rows stay'} out; fix them and upload again
                later.
              </span>
            </>
          ) : (
            <Button type="submit">Import</Button>
          )}
        </Form>
      )}
    </AdminFrame>
  )
}
