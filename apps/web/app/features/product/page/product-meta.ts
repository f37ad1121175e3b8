// <meta> of the product page: title, description and share image (through the shared pageMeta, which
// adds the canonical address, alternates, Open Graph and Twitter), plus the Open Graph price tags. Made
// by the loader in the page's language (decision 0791), so neither its words nor its code are in the
// page's JavaScript; the route's meta passes them on.
import type { MetaDescriptor } from 'react-router'
import type { Product } from '@haat/domain/catalog/product'
import { CURRENCY } from '@haat/domain/constants/timings'
import { formatINR } from '@haat/domain/format/money'
import { offerLabel } from '@haat/domain/rules/discount'
import type { Translate } from '../../../lib/i18n/translator.ts'
import type { PageSeo } from '../../../lib/seo/meta.ts'

export type ProductSeo = { page: PageSeo; tags: MetaDescriptor[] }

export function productDescription(p: Product, t: Translate): string {
  const offer = p.offer ? ` ${t('Upvote to unlock {offer} off.', { offer: offerLabel(p.offer) })}` : ''
  const about = t('{headline}. {price} from {brandName}.', {
    headline: p.headline,
    price: formatINR(p.price.amount),
    brandName: p.brand.brandName,
  })
  // A headline ending in a full stop ("… 50 ml.") does not get a second one (nor a Hindi danda after it).
  return `${about}${offer}`.replace(/\.([.।])/g, '$1')
}

export function productSeo(p: Product, t: Translate): ProductSeo {
  return {
    page: {
      title: t('{title} by {brandName}', { title: p.title, brandName: p.brand.brandName }),
      description: productDescription(p, t),
      image: p.files.find((f) => f.fileType === 'image')?.url,
      type: 'product',
      canonicalPath: `/product/${p.slug}`,
    },
    tags: [
      { property: 'product:price:amount', content: String(p.price.amount) },
      { property: 'product:price:currency', content: CURRENCY },
      { property: 'product:availability', content: p.availableForSale ? 'in stock' : 'out of stock' },
    ],
  }
}
