// /product/{slug} (spec §2): the product page with its buy card. UI in features/product.
import { ProductView } from '../features/product/ProductView.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/product.$slug.ts'

export { loader } from './product.$slug.server.ts'

// The loader wrote the texts in the page's language (features/product/page/product-meta.ts).
export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [
        ...pageMeta(args, args.loaderData.seo.page),
        ...args.loaderData.seo.tags,
        { 'script:ld+json': args.loaderData.jsonLd },
      ]
    : pageMeta(args, { title: 'Product not found', noindex: true })

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, origin } = loaderData
  // A new product starts a new selection (keyed remount), even when only the slug changes.
  return <ProductView key={product.id} product={product} origin={origin} />
}
