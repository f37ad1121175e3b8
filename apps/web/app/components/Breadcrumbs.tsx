// Breadcrumbs for listing and product pages (spec §2), with schema.org BreadcrumbList for search results.
import { ChevronRight } from './icon/icons.ts'
import { Link } from 'react-router'
import { truncateCrumb, type Crumb } from '@haat/domain/rules/breadcrumb'
import { JsonLd } from './JsonLd.tsx'
import { pathIn } from '../lib/i18n/locale.ts'
import { useLocale, useT } from '../lib/i18n/use-t.ts'

type Props = {
  items: readonly Crumb[]
  /** Absolute origin for the JSON-LD item URLs; without it no JSON-LD is written. */
  origin?: string
}

export function Breadcrumbs({ items, origin }: Props) {
  const t = useT()
  const locale = useLocale()
  const all: Crumb[] = [{ name: t('Home'), href: '/' }, ...items]
  return (
    <nav aria-label={t('Breadcrumb')} className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, i) => {
          const last = i === all.length - 1
          const name = truncateCrumb(crumb.name)
          const cut = name !== crumb.name
          return (
            <li key={`${i}-${crumb.name}`} className="flex items-center gap-1">
              {crumb.href && !last ? (
                <Link
                  to={crumb.href}
                  className="rounded hover:text-saffron-700 hover:underline"
                  title={cut ? crumb.name : undefined}
                >
                  {name}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="font-medium text-ink"
                  title={cut ? crumb.name : undefined}
                >
                  {name}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-3.5 text-ink-faint" />}
            </li>
          )
        })}
      </ol>
      {origin && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: all.map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: c.name,
              // The crumb's page in this page's language (/hi/… on Hindi pages, decision 0791).
              ...(c.href ? { item: origin + pathIn(locale, c.href) } : {}),
            })),
          }}
        />
      )}
    </nav>
  )
}
