// Header search with suggestions as the shopper types (WAI-ARIA combobox with a listbox popup).
// Without JavaScript it is the plain GET form to /browse-all?search=…; arrows move through the
// suggestions, Enter opens the highlighted one (or searches), Escape closes the list.
import { Search } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { Form, useNavigate, useSearchParams } from 'react-router'
import { SuggestionList } from './SuggestionList.tsx'
import { useSuggestions } from './use-suggestions.ts'

export function SearchCombobox({ className = '', id = 'site-search' }: { className?: string; id?: string }) {
  const [params] = useSearchParams()
  const [query, setQuery] = useState(params.get('search') ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(query)
  const navigate = useNavigate()
  const listId = useId()
  const shown = open && suggestions.length > 0

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      // -1 is the input itself: the highlight cycles through the options and back to what was typed.
      const n = suggestions.length
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1 >= n ? -1 : i + 1) : i - 1 < -1 ? n - 1 : i - 1))
    } else if (e.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault()
      setOpen(false)
      void navigate(suggestions[active]!.href)
    }
  }

  return (
    <Form
      method="get"
      action="/browse-all"
      role="search"
      className={`relative ${className}`}
      onSubmit={() => setOpen(false)}
    >
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        placeholder="Search kurtas, coffee, skincare…"
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-line bg-card pr-4 pl-11 text-[0.9375rem] text-ink placeholder:text-ink-faint focus:border-saffron-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-saffron-500"
      />
      <SuggestionList
        id={listId}
        suggestions={suggestions}
        active={active}
        hidden={!shown}
        onChoose={() => setOpen(false)}
      />
    </Form>
  )
}
