import { serverOf } from '#api-context'
import { productTapeSeed } from '@haat/domain/rules/tape-seed'
import { productJsonLd } from '../features/product/page/product-json-ld.ts'
import { productSeo } from '../features/product/page/product-meta.ts'
import { getProductBySlug } from '../lib/api/products.ts'
import { listTapes } from '../lib/api/tapes.ts'
import { or404 } from '../lib/http/or-404.ts'
import { catalogueFor } from '../lib/i18n/catalogue.server.ts'
import { localeOfPath } from '../lib/i18n/locale.ts'
import { translator } from '../lib/i18n/translator.ts'
import { countViewInStoredCopies, pageIsAbout } from '../lib/page-replay.ts'
import type { Route } from './+types/product.$slug.ts'

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api, origin } = serverOf(context)
  // The API answered in the page's language (Hindi texts on /hi pages, decision 0791); so do the meta.
  const locale = localeOfPath(new URL(request.url).pathname)
  const product = await or404(getProductBySlug(api, params.slug))
  countViewInStoredCopies(context, product.id) // the API counted this render's view; copies count theirs
  pageIsAbout(context, product.id) // its strips' counts follow within the copy's time (decision 0807)
  // Below the fold: streamed after the product itself has rendered. The "also bought" row is read by
  // the browser when the shopper nears it (decision 0811).
  // Seeded by the product, so each product suggests its own, stable set of reels (decision 0819).
  const tapes = listTapes(api, { seed: productTapeSeed(product.id) }).then((page) => page.content)
  const seo = productSeo(product, translator(locale, catalogueFor(locale)))
  return { product, tapes, origin, seo, jsonLd: productJsonLd(product, origin, locale) }
}
