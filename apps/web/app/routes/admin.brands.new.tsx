// /admin/brands/new — a new brand (decision 0769): the brand form and its address, the store admin's.
// Saved, it opens the brand's own page; refused, each field says why (a taken address names the brand
// that has it).
import { Link, useLocation } from 'react-router'
import type { BrandEdit } from '@haat/domain/admin/brand-edit'
import { AdminFrame } from '../features/admin/AdminFrame.tsx'
import { BrandForm } from '../features/admin/BrandForm.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.brands.new.ts'

export { action, loader } from './admin.brands.new.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'New brand · Admin', noindex: true })

const EMPTY: BrandEdit = {
  name: '',
  city: '',
  description: '',
  logoUrl: '',
  bannerUrl: null,
  featured: false,
  salesChannel: 'HAAT',
}

export default function AdminNewBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = loaderData
  const location = useLocation()
  const answer = actionData ?? null
  return (
    <AdminFrame me={me} title="New brand">
      <p className="text-sm text-ink-soft">
        <Link to="/admin/brands" className="font-semibold underline">
          Brands
        </Link>{' '}
        · Shoppers find the brand&apos;s page at its address as soon as it is added.
      </p>
      <BrandForm
        edit={answer?.values ?? EMPTY}
        newSlug={answer?.values?.slug ?? ''}
        csrf={me.csrfToken}
        errors={answer?.errors ?? {}}
        storeAdmin
        uploaded={answer?.uploaded ?? false}
        resetKey={`${location.key}-${answer ? 'answered' : 'new'}`}
      />
    </AdminFrame>
  )
}
