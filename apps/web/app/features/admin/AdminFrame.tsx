// The admin's frame: its own tabs (Orders, Products, Tapes, Brands, Insights, Import, and the store admin's Guides, Banners and Search words) over the store's page, and who is signed in.
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import type { OperatorView } from '@haat/domain/admin/operator'
import { Page } from '../../components/Page.tsx'

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? 'bg-ink text-paper' : 'text-ink hover:bg-sand'}`

export function AdminFrame({
  me,
  title,
  children,
}: {
  me: OperatorView
  title: string
  children: ReactNode
}) {
  return (
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <nav aria-label="Admin" className="flex flex-wrap gap-1">
          <NavLink to="/admin/orders" className={tab}>
            Orders
          </NavLink>
          <NavLink to="/admin/products" className={tab}>
            Products
          </NavLink>
          <NavLink to="/admin/tapes" className={tab}>
            Tapes
          </NavLink>
          <NavLink to={me.brand ? `/admin/brands/${me.brand.id}` : '/admin/brands'} className={tab}>
            {me.brand ? 'Brand' : 'Brands'}
          </NavLink>
          <NavLink to="/admin/insights" className={tab}>
            Insights
          </NavLink>
          <NavLink to="/admin/imports" className={tab}>
            Import
          </NavLink>
          {me.role === 'admin' && (
            <>
              <NavLink to="/admin/guides" className={tab}>
                Guides
              </NavLink>
              <NavLink to="/admin/banners" className={tab}>
                Banners
              </NavLink>
              <NavLink to="/admin/synonyms" className={tab}>
                Search words
              </NavLink>
            </>
          )}
        </nav>
        <p className="text-sm text-ink-soft">
          {me.role === 'admin' ? 'Store admin' : `${me.brand?.name} · brand`} · {me.email}
        </p>
      </div>
      <h1 className="font-display text-3xl font-semibold wrap-anywhere">{title}</h1>
      {children}
    </Page>
  )
}

export const field =
  'h-11 w-full rounded-xl border border-line bg-card px-3 text-[0.9375rem] focus:border-ink focus:outline-none'
export const label = 'block space-y-1 text-sm font-semibold'
export const fileInput =
  'block w-full text-sm file:mr-3 file:h-11 file:rounded-full file:border-0 file:bg-sand file:px-4 file:font-semibold'

export function FieldError({ message }: { message?: string }) {
  return message ? <span className="block text-sm font-medium text-rani-600">{message}</span> : null
}

export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />
}

/** What a form post did, said once above the page (a screen reader hears it). */
export function Done({ message }: { message?: string | null }) {
  return message ? (
    <p role="status" className="rounded-xl bg-leaf-100 px-4 py-3 font-semibold text-leaf-700">
      {message}
    </p>
  ) : null
}

/** A labelled one-line field with its error under it. */
export function TextField(props: { name: string; text: string; value: string; error?: string | undefined }) {
  return (
    <label className={label}>
      {props.text}
      <input name={props.name} defaultValue={props.value} className={field} />
      <FieldError message={props.error} />
    </label>
  )
}
