// A brand's own Shopify store: domain, API version and the two tokens. Tokens are never shown, not even
// to their owner: each field says "set" or "not set", an empty field keeps it, a pasted one replaces it.
import { Form } from 'react-router'
import type { AdminBrand } from '@haat/domain/admin/brand-edit'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

const box = 'grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-2 md:p-6'
const state = (set: boolean | undefined) => (set ? 'set' : 'not set')

type Props = { brand: AdminBrand; csrf: string; errors: FormErrors; resetKey: string }

export function BrandShopForm({ brand, csrf, errors, resetKey }: Props) {
  const { shop } = brand
  const token = (name: 'storefrontToken' | 'adminToken', text: string, set: boolean | undefined) => (
    <label className={label}>
      {text} <span className="font-normal text-ink-soft">({state(set)})</span>
      <input
        key={resetKey} // empty again after every save or refusal: a token never stays in the page
        name={name}
        type="password"
        autoComplete="off"
        placeholder={set ? 'Leave empty to keep it; paste to replace' : 'Paste the token'}
        className={field}
      />
      <FieldError message={errors[name]} />
    </label>
  )
  return (
    <div className="space-y-3">
      <Form method="post" className={box}>
        <Csrf token={csrf} />
        <input type="hidden" name="intent" value="shop" />
        <label className={label}>
          Shop domain
          <input
            name="storeDomain"
            defaultValue={shop?.storeDomain ?? ''}
            placeholder="your-brand.myshopify.com"
            className={field}
          />
          <FieldError message={errors.storeDomain} />
        </label>
        <label className={label}>
          Storefront API version
          <input
            name="storefrontApiVersion"
            defaultValue={shop?.storefrontApiVersion ?? '2025-07'}
            className={field}
          />
          <FieldError message={errors.storefrontApiVersion} />
        </label>
        {token('storefrontToken', 'Storefront token', shop?.storefrontTokenSet)}
        {token('adminToken', 'Admin API token (discount codes)', shop?.adminTokenSet)}
        <div className="md:col-span-2">
          <Button type="submit">Save checkout settings</Button>
        </div>
      </Form>
      {shop && (
        <Form method="post">
          <Csrf token={csrf} />
          <input type="hidden" name="intent" value="clear-shop" />
          <button type="submit" className="text-sm font-semibold text-rani-600 underline">
            Clear the shop and its tokens
          </button>
        </Form>
      )}
    </div>
  )
}
