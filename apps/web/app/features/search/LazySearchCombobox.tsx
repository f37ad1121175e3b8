// The predictive search's code (combobox, suggestion list, fetching) is not part of a page's first
// JavaScript: the product page's budget is 150 KB (decision 0280). The server renders the combobox as
// usual; in the browser its boundary hydrates once its chunk has loaded, and until then the server's
// HTML is the plain GET form, so a search typed and sent early still works.
import { lazy, Suspense } from 'react'
import { SearchForm } from '../../components/layout/SearchForm.tsx'

const SearchCombobox = lazy(() => import('./SearchCombobox.tsx').then((m) => ({ default: m.SearchCombobox })))

export function LazySearchCombobox(props: { className?: string; id?: string }) {
  return (
    <Suspense fallback={<SearchForm {...props} />}>
      <SearchCombobox {...props} />
    </Suspense>
  )
}
