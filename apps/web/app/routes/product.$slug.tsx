// /product/{slug} (spec §2): the product page with its buy card. UI in features/product.
import { ProductView } from '../features/product/ProductView.tsx'
import { productMeta } from '../features/product/page/product-meta.ts'
import type { Route } from './+types/product.$slug.ts'

export { loader } from './product.$slug.server.ts'

export const meta: Route.MetaFunction = (args) => [
  ...productMeta(args, args.loaderData?.product),
  ...(args.loaderData ? [{ 'script:ld+json': args.loaderData.jsonLd }] : []),
]

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, tapes, origin } = loaderData
  // A new product starts a new selection (keyed remount), even when only the slug changes.
  return <ProductView key={product.id} product={product} related={related} tapes={tapes} origin={origin} />
}
