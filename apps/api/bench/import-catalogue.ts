// npm run bench:import [-- --products 10000]
// Imports a Shopify CSV export of N products (demo products under new handles, 1–3 demo photos each,
// as absolute paths) into a fresh PGlite database with a local media store in a temporary folder,
// showing a progress bar, and prints the figures for docs/performance.md: the whole import, the
// picture step (each distinct picture decoded and written as WebP 320/640/960) and the row writes, with
// products/s, pictures/s and the process's peak resident memory.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import { fileImages } from '../src/catalogue/import/file-images.ts'
import { importCatalogue } from '../src/catalogue/import/import-catalogue.ts'
import { openDatabase } from '../src/db/client.ts'
import { localMediaStore } from '../src/media/local-media-store.ts'
import { loadCatalogue } from '../src/seed/load-catalogue.ts'
import { shopifyExportCsv } from '../test/fixtures/shopify-export/shopify-export-rows.ts'

const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } })
const count = Number(values.products)
const mediaRoot = fileURLToPath(new URL('../../../media/products/', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'haat-bench-import-'))
const database = await openDatabase({ dataDir: join(work, 'data') })
try {
  await loadCatalogue(database.db, { products: 1 }) // brands, categories and tags
  const csv = shopifyExportCsv(count, (key, n) => join(mediaRoot, `${key}-${n}-960.webp`))
  const pictures = new Set(csv.match(/[^,]*-\d-960\.webp/g)).size
  const bar = new cliProgress.SingleBar(
    { format: ' {stage} [{bar}] {value}/{total} products | {duration_formatted} | eta {eta_formatted}' },
    cliProgress.Presets.shades_classic,
  )
  const marks: Record<string, number> = {}
  let stage = ''
  const started = performance.now()
  const report = await importCatalogue(database.db, {
    text: csv,
    format: 'shopify-csv',
    images: fileImages(localMediaStore(join(work, 'media')), work),
    onProgress(next, done, total) {
      if (next !== stage) {
        if (stage) bar.stop()
        marks[next] = performance.now()
        stage = next
        bar.start(total, 0, { stage: next === 'images' ? 'pictures' : 'writing ' })
      }
      bar.update(done)
    },
  })
  bar.stop()
  const ended = performance.now()
  const s = (ms: number) => (ms / 1000).toFixed(1)
  const created = report.changes.filter((c) => c.action === 'create').length
  const pictureMs = (marks.write ?? ended) - (marks.images ?? started)
  const peakMb = process.resourceUsage().maxRSS / 1024 // maxRSS is in kilobytes
  console.log(
    `Imported ${created} of ${count} products (${report.problems.length} refused, ${report.skipped.length} drafts) ` +
      `with ${pictures} distinct pictures in ${s(ended - started)} s: pictures ${s(pictureMs)} s, ` +
      `rows ${s(ended - (marks.write ?? ended))} s; ${((created * 1000) / (ended - started)).toFixed(0)} products/s, ` +
      `${((pictures * 1000) / pictureMs).toFixed(1)} pictures/s; peak RSS ${peakMb.toFixed(0)} MB.`,
  )
} finally {
  await database.close()
  rmSync(work, { recursive: true, force: true })
}
