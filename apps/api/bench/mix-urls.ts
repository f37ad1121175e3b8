// The storefront mix's URL space, built from the catalogue under test (issue 13): every listing sort
// over the whole catalogue, each category and subcategory, pages near and deep (up to the last), tag
// and brand listings, searches, product answers, and the server-rendered pages (home, browse, brands,
// tags, product pages). Popularity is Zipf-distributed over the URLs in a fixed shuffled order.
// A product page is followed by the calls its browser makes for the "also bought" row (decision 0811)
// and the "Suggested Tapes" strip (decision 0839).
import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { LISTING_MAX_OFFSET } from '@haat/domain/rules/paging'
import { productTapeSeed } from '@haat/domain/rules/tape-seed'
import { TAPES_PAGE_SIZE } from '@haat/domain/constants/timings'
import { openDatabase } from '../src/db/client.ts'
import { brands, categories, productTags, products, tags } from '../src/db/schema.ts'

const SORTS = ['viewCount:desc', 'launchedOn:desc', 'upvoteCount:desc', 'price:asc', 'price:desc']
const SIZE = 10

export type Catalogue = {
  productIds: number[]
  popularIds: number[]
  urls: string[]
  /** What a browser asks for after a page: a product page's "also bought" row and reel strip. */
  followUps: Map<string, string[]>
}

/** The row's two calls as the browser's transport writes them (`load-also-bought.ts`, `apiUrl`). */
function alsoBoughtCalls(category: string, tag: string | null): string[] {
  const byVotes = new URLSearchParams({ sort: 'upvoteCount:desc', category, page: '0', size: '11' })
  const calls = [`/api/product?${byVotes}`]
  if (tag) calls.push(`/api/product/tags/${encodeURIComponent(tag)}?page=0&size=10`)
  return calls
}

/** The strip's call as the browser's transport writes it (`use-suggested-tapes.ts`, `listTapes`). */
const suggestedTapesCall = (productId: number) =>
  `/api/file/tapes?page=0&size=${TAPES_PAGE_SIZE}&seed=${productTapeSeed(productId)}`

/** Pages near the start, a few further, the deepest served (decision 0641), and the last one. */
function pagesOf(count: number): number[] {
  const last = Math.max(0, Math.ceil(count / SIZE) - 1)
  const deepest = Math.min(last, Math.ceil(LISTING_MAX_OFFSET / SIZE) - 1)
  return [...new Set([0, 1, 2, 4, 9, 49, Math.floor(deepest / 2), deepest, last].filter((p) => p <= last))]
}

/** A small deterministic generator (mulberry32): the same URL order and picks every run. */
export function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

export async function mixCatalogue(target: { databaseUrl?: string; dataDir?: string }): Promise<Catalogue> {
  const database = await openDatabase(target)
  try {
    const { db } = database
    // A product's first tag is the first by name, as the API lists them (`product-fields.ts`).
    const firstTag = sql<
      string | null
    >`(select t.slug from ${productTags} pt join ${tags} t on t.id = pt.tag_id
      where pt.product_id = ${products.id} order by t.name, t.id limit 1)`
    const rows = await db
      .select({ id: products.id, slug: products.slug, category: categories.paramName, tag: firstTag })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.id))
    const cats = await db
      .select({ name: categories.paramName })
      .from(categories)
      .where(isNull(categories.parentId))
    const subs = await db
      .select({ name: categories.paramName })
      .from(categories)
      .where(isNotNull(categories.parentId))
    const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands)
    const tagRows = await db.select({ slug: tags.slug }).from(tags)
    const titles = await db.select({ title: products.title }).from(products).limit(200)
    const n = rows.length
    const per = (groups: number) => Math.max(1, Math.round(n / Math.max(1, groups)))
    const urls: string[] = []
    for (const sort of SORTS) {
      for (const page of pagesOf(n)) urls.push(`/api/product?sort=${sort}&page=${page}&size=${SIZE}`)
      for (const { name } of cats)
        for (const page of pagesOf(per(cats.length)))
          urls.push(`/api/product/category/${name}?sort=${sort}&page=${page}&size=${SIZE}`)
      for (const { name } of subs)
        urls.push(`/api/product?subcategory=${name}&sort=${sort}&page=0&size=${SIZE}`)
    }
    for (const { slug } of tagRows)
      for (const page of [0, 1]) urls.push(`/api/product/tags/${slug}?page=${page}&size=${SIZE}`)
    for (const { id } of brandRows)
      for (const page of [0, 1]) urls.push(`/api/product/brand/${id}?page=${page}&size=${SIZE}`)
    const words = [
      ...new Set(titles.flatMap((t) => t.title.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 3)),
    ]
    for (const word of words.slice(0, 60)) urls.push(`/api/product?search=${word}&page=0&size=${SIZE}`)
    const random = seeded(13)
    const shown = shuffle([...rows], random).slice(0, 3000)
    for (const { slug } of shown.slice(0, 1000)) urls.push(`/api/product/slug/${slug}`)
    const followUps = new Map<string, string[]>()
    for (const { id, slug, category, tag } of shown) {
      urls.push(`/product/${slug}`)
      followUps.set(`/product/${slug}`, [...alsoBoughtCalls(category, tag), suggestedTapesCall(id)])
    }
    urls.push('/', '/browse-all', '/brands', '/binge', '/guides')
    for (const { slug } of brandRows) urls.push(`/brands/${slug}`)
    for (const { slug } of tagRows) urls.push(`/tags/${slug}`)
    const ids = rows.map((r) => r.id)
    return { productIds: ids, popularIds: shuffle([...ids], random), urls: shuffle(urls, random), followUps }
  } finally {
    await database.close()
  }
}

/** Picks an index 0..n-1 with probability proportional to 1/(rank+1)^s. */
export function zipf(n: number, random: () => number, s = 1): () => number {
  const cumulative = new Float64Array(n)
  let total = 0
  for (let k = 0; k < n; k++) cumulative[k] = total += 1 / (k + 1) ** s
  return () => {
    const x = random() * total
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
