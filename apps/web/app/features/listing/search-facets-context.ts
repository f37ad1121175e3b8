// A search's facets reach the filter panel (sidebar, or the phone's sheet, which renders in a portal)
// through context: null = not a search, the panel shows the category tree.
import { createContext, useContext } from 'react'
import type { SearchFacets } from '@haat/domain/catalog/search'

export const SearchFacetsContext = createContext<SearchFacets | null>(null)

export const useSearchFacets = () => useContext(SearchFacetsContext)
