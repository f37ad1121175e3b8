import { Link } from 'react-router'
import {
  PEOPLE_ALSO_BOUGHT,
  NO_RETURN_POLICY,
  NO_SHIPPING_INFORMATION,
  RETURN_POLICY,
  SHIPPING_INFORMATION,
} from '@haat/domain/constants/messages'
import { CURRENCY } from '@haat/domain/constants/timings'
import { discountedPrice, offerLabel } from '@haat/domain/rules/discount'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Deferred } from '../components/Deferred.tsx'
import { JsonLd } from '../components/JsonLd.tsx'
import { Page } from '../components/Page.tsx'
import { ProductImage } from '../components/ProductImage.tsx'
import { Section } from '../components/Section.tsx'
import { ProductGrid } from '../components/catalog/ProductGrid.tsx'
import { Badge } from '../components/ui/Badge.tsx'
import { Chip } from '../components/ui/Chip.tsx'
import { Price } from '../components/ui/Price.tsx'
import { ProductGridSkeleton } from '../components/ui/Skeleton.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/product.$slug.ts'

export { loader } from './product.$slug.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const p = args.loaderData?.product
  if (!p) return pageMeta(args, { title: 'Product not found', noindex: true })
  const image = p.files.find((f) => f.fileType === 'image')?.url
  return pageMeta(args, {
    title: `${p.title} by ${p.brand.brandName}`,
    description: p.headline,
    image,
    type: 'product',
  })
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product: p, related, origin } = loaderData
  const images = p.files.filter((f) => f.fileType === 'image')
  const hero = images[0]
  const offerPrice = discountedPrice(p.price.amount, p.offer)
  return (
    <Page>
      <Breadcrumbs
        origin={origin}
        items={[
          { name: p.category.categoryName, href: `/browse-all?category=${p.category.paramName}` },
          { name: p.title },
        ]}
      />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductImage
          url={hero?.url}
          alt={p.title}
          width={hero?.width ?? 800}
          height={hero?.height ?? 800}
          priority
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-square w-full rounded-card"
        />
        <div className="space-y-4">
          <Link
            to={`/brands/${p.brand.brandSlug}`}
            className="text-sm font-semibold tracking-wide text-saffron-700 uppercase hover:underline"
          >
            {p.brand.brandName}
          </Link>
          <h1 className="font-display text-3xl leading-tight font-semibold md:text-4xl">{p.title}</h1>
          <p className="text-lg text-ink-soft">{p.headline}</p>
          <Price amount={p.price.amount} size="lg" />
          {p.offer && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone="leaf">Upvote to unlock {offerLabel(p.offer)} off</Badge>
              <span className="text-ink-soft">
                Your price after upvoting: <Price amount={offerPrice} regular={p.price.amount} size="sm" />
              </span>
            </p>
          )}
          <p className="leading-relaxed whitespace-pre-line">{p.description}</p>
          <ul className="flex flex-wrap gap-2">
            {p.tags.map((t) => (
              <li key={t.id}>
                <Chip to={`/tags/${t.slug}`}>#{t.name}</Chip>
              </li>
            ))}
          </ul>
          <dl className="space-y-3 rounded-card bg-sand p-4 text-sm">
            <div>
              <dt className="font-semibold">{SHIPPING_INFORMATION}</dt>
              <dd className="text-ink-soft">{p.shippingDetails || NO_SHIPPING_INFORMATION}</dd>
            </div>
            <div>
              <dt className="font-semibold">{RETURN_POLICY}</dt>
              <dd className="text-ink-soft">{p.returnPolicy || NO_RETURN_POLICY}</dd>
            </div>
          </dl>
        </div>
      </div>
      <Section title={PEOPLE_ALSO_BOUGHT}>
        <Deferred resolve={related} fallback={<ProductGridSkeleton />}>
          {(list) => <ProductGrid products={list} eager={0} />}
        </Deferred>
      </Section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: p.title,
          description: p.headline,
          image: images.map((i) => new URL(i.url, origin).href),
          brand: { '@type': 'Brand', name: p.brand.brandName },
          offers: {
            '@type': 'Offer',
            price: p.price.amount,
            priceCurrency: CURRENCY,
            availability: p.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: `${origin}/product/${p.slug}`,
          },
        }}
      />
    </Page>
  )
}
