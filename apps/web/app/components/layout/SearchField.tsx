// The header search's label, icon and input, shared by the plain GET form (before the predictive
// search's chunk loads) and the combobox, so the two render the same box and hydrate onto each other.
import { Search } from 'lucide-react'
import type { InputHTMLAttributes } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string }

const SEARCH_LABEL = 'Search products and brands'

export function SearchField({ id, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-ink-faint"
      />
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search kurtas, coffee, skincare…"
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-line bg-card pr-4 pl-11 text-[0.9375rem] text-ink placeholder:text-ink-faint focus:border-saffron-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-saffron-500"
        {...input}
      />
    </>
  )
}
