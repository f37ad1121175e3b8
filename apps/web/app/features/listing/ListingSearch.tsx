// Search within the listing: a GET form that keeps the chosen categories and sort.
import { Search, X } from '../../components/icon/icons.ts'
import { useId } from 'react'
import { Form, Link, useLocation, useSearchParams } from 'react-router'
import { hrefOf } from './listing-params.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function ListingSearch({ onNavigate }: { onNavigate?: () => void }) {
  const id = useId()
  const t = useT()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const search = params.get('search') ?? ''
  const kept = [...params].filter(([k]) => k !== 'search')
  const cleared = new URLSearchParams(kept)
  return (
    <Form method="get" action={pathname} role="search" onSubmit={onNavigate} className="relative">
      {kept.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id} className="sr-only">
        {t('Search in these products')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-faint"
      />
      <input
        key={search}
        id={id}
        name="search"
        type="search"
        defaultValue={search}
        placeholder={t('Search in results')}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-line bg-card pr-9 pl-10 text-sm placeholder:text-ink-faint focus:border-saffron-500 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {search && (
        <Link
          to={hrefOf(pathname, cleared)}
          onClick={onNavigate}
          aria-label={t('Clear search')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1 text-ink-faint hover:bg-sand hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </Link>
      )}
    </Form>
  )
}
