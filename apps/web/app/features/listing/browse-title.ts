// The heading of /browse-all: what the shopper asked for, in words.
import type { Category } from '@haat/domain/catalog/entities'
import { chosenCategoryNames, type BrowseFilters } from './listing-params.ts'

const BY_SORT: Partial<Record<BrowseFilters['sort'], { eyebrow: string; title: string }>> = {
  'viewCount:desc': { eyebrow: 'Trending', title: 'What India is shopping' },
  'launchedOn:desc': { eyebrow: 'New', title: 'Fresh off the workbench' },
  'upvoteCount:desc': { eyebrow: 'Most Votes', title: 'The community’s favourites' },
}

export function browseTitle(tree: readonly Category[], f: BrowseFilters): { eyebrow: string; title: string } {
  if (f.search) return { eyebrow: 'Search', title: `Results for “${f.search}”` }
  const names = chosenCategoryNames(tree, f)
  if (names.length) return { eyebrow: 'Category', title: names.join(', ') }
  if (f.category.length || f.subcategory.length)
    return { eyebrow: 'Category', title: [...f.category, ...f.subcategory].join(', ') }
  return BY_SORT[f.sort] ?? { eyebrow: 'Browse', title: 'Everything on Haat' }
}
