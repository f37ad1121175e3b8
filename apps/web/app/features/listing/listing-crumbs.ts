// Breadcrumbs of /browse-all: Home › Browse › Category › Subcategory (› “search”); Home is added by
// the Breadcrumbs component, long names are cut there.
import type { Category } from '@haat/domain/catalog/entities'
import type { Crumb } from '@haat/domain/rules/breadcrumb'
import { categoryHref } from '../../components/layout/CategoryLinks.tsx'
import type { Translate } from '../../lib/i18n/translator.ts'
import type { BrowseFilters } from './listing-params.ts'

const BROWSE_CRUMB: Crumb = { name: 'Browse', href: '/browse-all' }

function categoryCrumbs(tree: readonly Category[], f: BrowseFilters): Crumb[] {
  const [onlyCategory] = f.category
  const [onlySub] = f.subcategory
  if (f.category.length + f.subcategory.length !== 1) {
    const names = [...f.category, ...f.subcategory].map((p) => nameOf(tree, p) ?? p)
    return names.length ? [{ name: names.join(', ') }] : []
  }
  if (onlyCategory)
    return [{ name: nameOf(tree, onlyCategory) ?? onlyCategory, href: categoryHref(onlyCategory) }]
  const parent = tree.find((c) => c.subcategories.some((s) => s.paramName === onlySub))
  const sub = parent?.subcategories.find((s) => s.paramName === onlySub)
  if (!parent || !sub) return [{ name: onlySub ?? '' }]
  return [
    { name: parent.categoryName, href: categoryHref(parent.paramName) },
    { name: sub.categoryName, href: categoryHref(parent.paramName, sub.paramName) },
  ]
}

function nameOf(tree: readonly Category[], param: string): string | undefined {
  for (const c of tree) {
    if (c.paramName === param) return c.categoryName
    const sub = c.subcategories.find((s) => s.paramName === param)
    if (sub) return sub.categoryName
  }
  return undefined
}

/** The Browse crumb in the page's language. */
export const browseCrumb = (t: Translate): Crumb => ({ ...BROWSE_CRUMB, name: t(BROWSE_CRUMB.name) })

export function browseCrumbs(tree: readonly Category[], f: BrowseFilters, t?: Translate): Crumb[] {
  const crumbs = [t ? browseCrumb(t) : BROWSE_CRUMB, ...categoryCrumbs(tree, f)]
  if (f.search) crumbs.push({ name: `“${f.search}”` })
  // The current page is the last crumb: it carries no link.
  const last = crumbs[crumbs.length - 1]
  if (last && crumbs.length > 1) crumbs[crumbs.length - 1] = { name: last.name }
  return crumbs
}
