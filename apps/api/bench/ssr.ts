// Server-rendered pages: time to first byte of the product page (5 products in turn) and the home page
// at N connections, from the production web server (`node apps/web/server.ts`, the same process that
// serves the API) on a prepared database, next to the bare ceiling answering the same bytes.
import type { PreparedCopy } from './prepared-database.ts'
import { forkChild, startWebServer } from './children.ts'
import type { LoadShape } from './measure.ts'
import { measurePages, type PageFigures } from './ttfb-load.ts'

export type SsrResult = { page: string; web: PageFigures; bare: PageFigures }

export async function benchSsr(copy: PreparedCopy, shape: LoadShape): Promise<SsrResult[]> {
  const web = await startWebServer(
    copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : { DATA_DIR: copy.dataDir!, DATABASE_URL: '' },
  )
  try {
    const listing = (await (await fetch(`${web.origin}/api/product?page=0&size=5`)).json()) as {
      content: { slug: string }[]
    }
    const pages = [
      { page: 'product', paths: listing.content.map((p) => `/product/${p.slug}`) },
      { page: 'home', paths: ['/'] },
    ]
    const bare = await forkChild<{ address: string }>('./serve-bare.ts', [
      web.origin,
      ...pages.flatMap((p) => p.paths),
    ])
    try {
      const results: SsrResult[] = []
      for (const { page, paths } of pages) {
        results.push({
          page,
          web: await measurePages(web.origin, paths, shape),
          bare: await measurePages(bare.ready.address, paths, shape),
        })
      }
      return results
    } finally {
      await bare.stop()
    }
  } finally {
    await web.stop()
  }
}
