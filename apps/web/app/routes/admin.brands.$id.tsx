// /admin/brands/{id} — a brand's page texts and pictures, its sales channel, and its own Shopify store's
// checkout settings (decision 0767). A brand user reaches its own brand only. The store admin may delete
// a brand (decision 0769); the API refuses, saying why, while products, a brand user or a banner hold it.
import { useLocation } from 'react-router'
import { AdminFrame, Done } from '../features/admin/AdminFrame.tsx'
import { BrandForm } from '../features/admin/BrandForm.tsx'
import { BrandShopForm } from '../features/admin/BrandShopForm.tsx'
import { DeleteBrand } from '../features/admin/DeleteBrand.tsx'
import type { FormErrors } from '../features/admin/form-errors.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.brands.$id.ts'

export { action, loader } from './admin.brands.$id.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `${args.loaderData?.brand.edit.name ?? 'Brand'} · Admin`, noindex: true })

const SAVED: Record<string, string> = {
  created: 'Added. Shoppers find its page at its address now.',
  brand: 'Saved. Shoppers see the brand page now.',
  shop: 'Checkout settings saved. The tokens are stored encrypted.',
  'shop-cleared': "The shop is cleared: the brand's lines check out in this store.",
}

export default function AdminBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { me, brand, saved } = loaderData
  const location = useLocation()
  const answer = actionData ?? null
  const errors = (intent: string): FormErrors => (answer?.intent === intent ? answer.errors : {})
  const resetKey = `${location.key}-${answer ? 'answered' : 'loaded'}`
  return (
    <AdminFrame me={me} title={brand.edit.name}>
      {/* A later post's answer (a refusal, an uploaded logo) replaces the notice its address still names. */}
      <Done message={saved && !answer ? SAVED[saved] : null} />
      <p className="text-sm text-ink-soft">
        <a href={`/brands/${brand.slug}`} className="font-semibold underline">
          /brands/{brand.slug}
        </a>{' '}
        · {brand.productCount} products
      </p>
      <BrandForm
        edit={answer?.values ?? brand.edit}
        csrf={me.csrfToken}
        errors={errors('brand')}
        storeAdmin={me.role === 'admin'}
        resetKey={resetKey}
        uploaded={answer?.uploaded ?? false}
      />
      <h2 className="font-display text-xl font-semibold">Checkout on the brand&apos;s Shopify store</h2>
      <p className="text-sm text-ink-soft">
        Used when the sales channel is the e-commerce platform. Without a shop of its own, its lines check out
        on the store&apos;s default Shopify shop when one is configured, else in this store.
      </p>
      <BrandShopForm brand={brand} csrf={me.csrfToken} errors={errors('shop')} resetKey={resetKey} />
      {me.role === 'admin' && (
        <DeleteBrand
          key={resetKey} // the confirm step closed again after a refusal
          brand={brand}
          csrf={me.csrfToken}
          refusal={errors('delete').form}
        />
      )}
    </AdminFrame>
  )
}
