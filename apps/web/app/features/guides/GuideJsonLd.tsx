// schema.org ItemList for a guide: search engines can show its picks as a list.
import type { Guide } from '@haat/domain/catalog/entities'
import { JsonLd } from '../../components/JsonLd.tsx'
import { useRootData } from '../../components/layout/use-root-data.ts'

export function GuideJsonLd({ guide }: { guide: Guide }) {
  const origin = useRootData()?.origin
  if (!origin) return null
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: guide.name,
        description: guide.headline,
        url: new URL(`/guides/${guide.paramName}`, origin).href,
        numberOfItems: guide.products.length,
        itemListElement: guide.products.map((p, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: p.title,
          url: new URL(`/product/${p.slug}`, origin).href,
        })),
      }}
    />
  )
}
