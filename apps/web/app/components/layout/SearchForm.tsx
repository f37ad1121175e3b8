import { Search } from 'lucide-react'
import { Form, useSearchParams } from 'react-router'

/** Search entry point: a plain GET form to /browse-all?search=…, so it works before JavaScript loads. */
export function SearchForm({ className = '', id = 'site-search' }: { className?: string; id?: string }) {
  const [params] = useSearchParams()
  return (
    <Form method="get" action="/browse-all" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products and brands
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-ink-faint"
      />
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={params.get('search') ?? ''}
        placeholder="Search kurtas, coffee, skincare…"
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-line bg-card pr-4 pl-11 text-[0.9375rem] text-ink placeholder:text-ink-faint focus:border-saffron-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-saffron-500"
      />
    </Form>
  )
}
