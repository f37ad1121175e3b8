// /admin/banners — the home carousel's six slots: picture, words, where each leads, shown or hidden,
// and their order (decision 0768). The store admin's only.
import { AdminFrame, Done } from '../features/admin/AdminFrame.tsx'
import { BannerSlot } from '../features/admin/BannerSlot.tsx'
import type { FormErrors } from '../features/admin/form-errors.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.banners.ts'

export { action, loader } from './admin.banners.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Home banners · Admin', noindex: true })

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { me, banners } = loaderData
  const errors: FormErrors = actionData?.errors ?? {}
  return (
    <AdminFrame me={me} title="Home banners">
      <Done message={actionData?.done} />
      {actionData?.slot == null && errors.form && <p className="font-medium text-rani-600">{errors.form}</p>}
      <p className="text-sm text-ink-soft">
        The carousel at the top of the home page shows these in order, each for three seconds. Hidden and
        empty slots are skipped.
      </p>
      <ol className="divide-y divide-line rounded-card border border-line bg-card">
        {banners.map((b) => (
          <BannerSlot
            key={b.slot}
            banner={b}
            csrf={me.csrfToken}
            errors={actionData?.slot === b.slot ? errors : {}}
          />
        ))}
      </ol>
    </AdminFrame>
  )
}
