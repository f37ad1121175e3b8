// Server-rendered pages: time to first byte of the product page (5 products in turn) and the home page
// at N connections, from the production web server (`node apps/web/build/node/server.js`, the same process that
// serves the API) on a prepared database, next to the bare ceiling answering the same bytes. The store
// runs as shipped (the page cache on, decision 0411); the product page is measured once more with the
// page cache off, so the table also shows what each render costs.
import type { PreparedCopy } from './prepared-database.ts'
import { forkChild, startWebServer } from './children.ts'
import type { LoadShape } from './measure.ts'
import { measurePages, type PageFigures } from './ttfb-load.ts'

export type SsrResult = { page: string; web: PageFigures; bare: PageFigures }

/** One store at a time: a PGlite folder is opened by one process only. */
async function withStore<T>(
  copy: PreparedCopy,
  env: Record<string, string>,
  fn: (origin: string) => Promise<T>,
) {
  const database: Record<string, string> = copy.databaseUrl
    ? { DATABASE_URL: copy.databaseUrl }
    : { DATA_DIR: copy.dataDir!, DATABASE_URL: '' }
  const web = await startWebServer({ ...database, ...env })
  try {
    return await fn(web.origin)
  } finally {
    await web.stop()
  }
}

async function measureAgainstBare(
  origin: string,
  pages: { page: string; paths: string[] }[],
  shape: LoadShape,
) {
  const bare = await forkChild<{ address: string }>('./serve-bare.ts', [
    origin,
    ...pages.flatMap((p) => p.paths),
  ])
  try {
    const results: SsrResult[] = []
    for (const { page, paths } of pages) {
      results.push({
        page,
        web: await measurePages(origin, paths, shape),
        bare: await measurePages(bare.ready.address, paths, shape),
      })
    }
    return results
  } finally {
    await bare.stop()
  }
}

export async function benchSsr(copy: PreparedCopy, shape: LoadShape): Promise<SsrResult[]> {
  let productPaths: string[] = []
  const shipped = await withStore(copy, {}, async (origin) => {
    const listing = (await (await fetch(`${origin}/api/product?page=0&size=5`)).json()) as {
      content: { slug: string }[]
    }
    productPaths = listing.content.map((p) => `/product/${p.slug}`)
    return measureAgainstBare(
      origin,
      [
        { page: 'product', paths: productPaths },
        { page: 'home', paths: ['/'] },
      ],
      shape,
    )
  })
  const everyTime = await withStore(copy, { PAGE_CACHE_MS: '0' }, (origin) =>
    measureAgainstBare(origin, [{ page: 'product, rendered each time', paths: productPaths }], shape),
  )
  return [...shipped, ...everyTime]
}
