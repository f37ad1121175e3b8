import { serverOf } from '#api-context'
import { productJsonLd } from '../features/product/page/product-json-ld.ts'
import { productSeo } from '../features/product/page/product-meta.ts'
import { getProductBySlug } from '../lib/api/products.ts'
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
  pageIsAbout(context, product.id) // only its votes age a stored copy (0807); no other counts are in it (0839)
  // The rows below the fold, "also bought" and "Suggested Tapes", are read by the browser when the
  // shopper nears them (decisions 0811, 0839).
  const seo = productSeo(product, translator(locale, catalogueFor(locale)))
  return { product, origin, seo, jsonLd: productJsonLd(product, origin, locale) }
}
