// The rich description: the brand's text in paragraphs and the facts a shopper checks before buying.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Product } from '@haat/domain/catalog/product'
import { visibleOptions } from '@haat/domain/rules/selection'
import type { Locale } from '../../../lib/i18n/locale.ts'
import { useLocale, useT } from '../../../lib/i18n/use-t.ts'

const DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' } as const
// Made once per language: a new Intl.DateTimeFormat on each render was ~0.5 ms of a product page's render.
const launchDates: Record<Locale, Intl.DateTimeFormat> = {
  'en-IN': new Intl.DateTimeFormat('en-IN', DATE),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', DATE),
}

export function ProductDescription({ product }: { product: Product }) {
  // The description itself comes in the page's language from the API (decision 0791); so do its labels.
  const t = useT()
  const launched = launchDates[useLocale()]
  const paragraphs = product.description
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const category = product.subcategory ?? product.category
  const facts: Array<[string, ReactNode]> = [
    [
      t('Brand'),
      <Link
        key="b"
        to={`/brands/${product.brand.brandSlug}`}
        className="font-semibold text-saffron-700 hover:underline"
      >
        {product.brand.brandName}
      </Link>,
    ],
    [
      t('Category'),
      <Link
        key="c"
        to={`/browse-all?category=${product.category.paramName}`}
        className="font-semibold text-saffron-700 hover:underline"
      >
        {category.categoryName}
      </Link>,
    ],
    ...visibleOptions(product.options).map((o): [string, ReactNode] => [o.name, o.values.join(', ')]),
    [t('Launched'), launched.format(new Date(product.launchedOn))],
  ]
  return (
    <section aria-labelledby="about-product" className="space-y-4">
      <h2 id="about-product" className="font-display text-2xl font-semibold">
        {t('About this product')}
      </h2>
      <div className="space-y-3 leading-relaxed text-ink">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-line bg-card p-4 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-faint">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
