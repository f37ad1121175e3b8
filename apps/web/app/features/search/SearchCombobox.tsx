// Header search with suggestions as the shopper types (WAI-ARIA combobox with a listbox popup).
// Without JavaScript it is the plain GET form to /browse-all?search=…; arrows move through the
// suggestions, Enter opens the highlighted one (or searches), Escape closes the list.
import { useId, useState, type KeyboardEvent } from 'react'
import { Form, useNavigate, useSearchParams } from 'react-router'
import { SearchField } from '../../components/layout/SearchField.tsx'
import { SuggestionList } from './SuggestionList.tsx'
import { typedBeforeHydration } from './typed-before-hydration.ts'
import { useSuggestions } from './use-suggestions.ts'

export function SearchCombobox({ className = '', id = 'site-search' }: { className?: string; id?: string }) {
  const [params] = useSearchParams()
  // What the shopper typed into the server's box before this chunk loaded survives hydration.
  const [typed] = useState(() => typedBeforeHydration(id))
  const [query, setQuery] = useState(typed?.value ?? params.get('search') ?? '')
  const [open, setOpen] = useState(typed?.focused ?? false)
  const [active, setActive] = useState(-1)
  // Asked only while the list may show: a results page does not fetch suggestions for its own words.
  const suggestions = useSuggestions(open ? query : '')
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
      <SearchField
        id={id}
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
