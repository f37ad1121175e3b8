// <meta> of the product page: title, description, canonical, Open Graph and Twitter with the product
// photo (via the shared pageMeta), plus the Open Graph product price tags.
import type { MetaDescriptor } from 'react-router'
import type { Product } from '@haat/domain/catalog/product'
import { CURRENCY } from '@haat/domain/constants/timings'
import { formatINR } from '@haat/domain/format/money'
import { offerLabel } from '@haat/domain/rules/discount'
import { pageMeta } from '../../../lib/seo/meta.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]

export function productDescription(p: Product): string {
  const offer = p.offer ? ` Upvote to unlock ${offerLabel(p.offer)} off.` : ''
  return `${p.headline}. ${formatINR(p.price.amount)} from ${p.brand.brandName}.${offer}`.replace(
    /\.\./g,
    '.',
  )
}

export function productMeta(args: MetaArgs, p: Product | undefined): MetaDescriptor[] {
  if (!p) return pageMeta(args, { title: 'Product not found', noindex: true })
  const image = p.files.find((f) => f.fileType === 'image')?.url
  return [
    ...pageMeta(args, {
      title: `${p.title} by ${p.brand.brandName}`,
      description: productDescription(p),
      image,
      type: 'product',
      canonicalPath: `/product/${p.slug}`,
    }),
    { property: 'product:price:amount', content: String(p.price.amount) },
    { property: 'product:price:currency', content: CURRENCY },
    { property: 'product:availability', content: p.availableForSale ? 'in stock' : 'out of stock' },
  ]
}
