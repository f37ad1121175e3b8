// The listing's address is its state (spec §2: query and filters stay in sync). These helpers read it
// and build the next address for a sort or filter change.
import type { Category } from '@haat/domain/catalog/entities'
import { readSortParam, type SortKey, type SortParam } from '@haat/domain/rules/sort'

export type BrowseFilters = { sort: SortKey; category: string[]; subcategory: string[]; search?: string }

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const search = params.get('search')?.trim()
  return {
    sort: readSortParam(params),
    category: params.getAll('category').filter(Boolean),
    subcategory: params.getAll('subcategory').filter(Boolean),
    ...(search ? { search } : {}),
  }
}

/** sortBy is the canonical spelling; a lower-case sortby from an old link is replaced, not doubled. */
export function withSort(params: URLSearchParams, sort: SortParam): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('sortby')
  next.set('sortBy', sort)
  return next
}

/** Back to the listing's own order (a search's relevance). */
export function withoutSort(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('sortby')
  next.delete('sortBy')
  return next
}

function without(params: URLSearchParams, name: string, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams()
  for (const [k, v] of params) if (!(k === name && values.includes(v))) next.append(k, v)
  return next
}

/**
 * A top category is either wholly chosen or narrowed to some subcategories, never both: choosing the
 * category clears its subcategories; choosing a subcategory drops the whole category.
 */
export function toggleCategory(params: URLSearchParams, category: Category): URLSearchParams {
  const subs = category.subcategories.map((s) => s.paramName)
  const on = params.getAll('category').includes(category.paramName)
  const next = without(without(params, 'category', [category.paramName]), 'subcategory', subs)
  if (!on) next.append('category', category.paramName)
  return next
}

export function toggleSubcategory(params: URLSearchParams, category: Category, sub: string): URLSearchParams {
  const on = params.getAll('subcategory').includes(sub)
  const next = without(without(params, 'category', [category.paramName]), 'subcategory', [sub])
  if (!on) next.append('subcategory', sub)
  return next
}

/** Clears every filter but keeps the sort. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  const sort = params.get('sortBy') ?? params.get('sortby')
  if (sort) next.set('sortBy', sort)
  return next
}

/** Display names of the chosen categories, most specific first (subcategories, then categories). */
export function chosenCategoryNames(
  tree: readonly Category[],
  f: Pick<BrowseFilters, 'category' | 'subcategory'>,
) {
  const names: string[] = []
  for (const c of tree) {
    for (const s of c.subcategories) if (f.subcategory.includes(s.paramName)) names.push(s.categoryName)
  }
  for (const c of tree) if (f.category.includes(c.paramName)) names.push(c.categoryName)
  return names
}

export const hrefOf = (pathname: string, params: URLSearchParams) => {
  const qs = params.toString()
  return qs ? `${pathname}?${qs}` : pathname
}
