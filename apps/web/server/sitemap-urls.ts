// Every public page worth indexing, read from the API in-process: static pages, products, brands,
// guides and the tags products carry.
import { MAX_PAGE_SIZE } from '@haat/domain/constants/timings'
import { listBrands } from '../app/lib/api/catalog.ts'
import { listGuides } from '../app/lib/api/guides.ts'
import { listProducts } from '../app/lib/api/products.ts'
import type { ApiTransport } from '../app/lib/api/transport.ts'
import { pathIn, type Locale } from '../app/lib/i18n/locale.ts'

const LOCALES: readonly Locale[] = ['en-IN', 'hi-IN']

export const STATIC_PATHS = [
  '/',
  '/browse-all',
  '/brands',
  '/binge',
  '/guides',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
]

/** Upper bound on product pages walked, so a huge catalogue cannot stall the request (50,000 URLs max per sitemap). */
const MAX_PRODUCT_PAGES = 400

export async function sitemapPaths(api: ApiTransport): Promise<string[]> {
  const products: string[] = []
  const tags = new Set<string>()
  for (let page = 0; page < MAX_PRODUCT_PAGES; page++) {
    const batch = await listProducts(api, { sort: 'launchedOn:desc', page, size: MAX_PAGE_SIZE })
    for (const p of batch.content) {
      products.push(`/product/${p.slug}`)
      for (const t of p.tags) tags.add(`/tags/${t.slug}`)
    }
    if (batch.last || page + 1 >= batch.totalPages) break
  }
  // Brands and guides are extras: a failing list must not cost the products their sitemap.
  const brands = await listBrands(api).then(
    (bs) => bs.map((b) => `/brands/${b.brandSlug}`),
    () => [],
  )
  const guides = await listGuides(api).then(
    (gs) => gs.map((g) => `/guides/${g.paramName}`),
    () => [],
  )
  return [...STATIC_PATHS, ...brands, ...guides, ...products, ...tags]
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )

/** Every page in English and in Hindi (decision 0790), each naming both as its alternates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const at = (p: string) => escapeXml(origin + encodeURI(p))
  const urls = paths.flatMap((p) => {
    const both = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(pathIn(l, p))}"/>`,
    )
    return LOCALES.map((l) => `  <url><loc>${at(pathIn(l, p))}</loc>${both.join('')}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
