// The heading of /browse-all: what the shopper asked for, in words (in the page's language when given t).
import type { Category } from '@haat/domain/catalog/entities'
import { translator, type Translate } from '../../lib/i18n/translator.ts'
import { chosenCategoryNames, type BrowseFilters } from './listing-params.ts'

const BY_SORT: Partial<Record<BrowseFilters['sort'], { eyebrow: string; title: string }>> = {
  'viewCount:desc': { eyebrow: 'Trending', title: 'What India is shopping' },
  'launchedOn:desc': { eyebrow: 'New', title: 'Fresh off the workbench' },
  'upvoteCount:desc': { eyebrow: 'Most Votes', title: 'The community’s favourites' },
}

const english = translator('en-IN', {})

export function browseTitle(
  tree: readonly Category[],
  f: BrowseFilters,
  t: Translate = english,
): { eyebrow: string; title: string } {
  if (f.search) return { eyebrow: t('Search'), title: t('Results for “{search}”', { search: f.search }) }
  const names = chosenCategoryNames(tree, f)
  if (names.length) return { eyebrow: t('Category'), title: names.join(', ') }
  if (f.category.length || f.subcategory.length)
    return { eyebrow: t('Category'), title: [...f.category, ...f.subcategory].join(', ') }
  const { eyebrow, title } = BY_SORT[f.sort] ?? { eyebrow: 'Browse', title: 'Everything on Haat' }
  return { eyebrow: t(eyebrow), title: t(title) }
}
