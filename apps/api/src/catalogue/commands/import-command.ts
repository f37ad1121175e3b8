// `catalogue import`: reads the file, shows a progress bar on a terminal, prints the report.
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import cliProgress from 'cli-progress'
import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import { openMediaStore } from '../../media/open-media-store.ts'
import { fileImages } from '../import/file-images.ts'
import { formatOf, importCatalogue } from '../import/import-catalogue.ts'
import { wroteCatalogue } from '../import/import-report.ts'
import { printReport } from './print-report.ts'
import { tellRunningStores } from './tell-running-stores.ts'

type Flags = { brand?: string; 'dry-run'?: boolean; 'import-good-rows'?: boolean }

export async function runImport(db: Db, env: Env, file: string | undefined, flags: Flags): Promise<number> {
  if (!file) throw new Error('import needs a FILE (a .csv Shopify export or a .json catalogue file)')
  const format = formatOf(file)
  if (!format)
    throw new Error(`${file}: the name must end in .csv (Shopify export) or .json (catalogue file)`)
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file}: cannot be read`)
  })
  const store = openMediaStore(env)
  const bar = new cliProgress.SingleBar(
    { format: ' {stage} [{bar}] {value}/{total} products | {eta_formatted} left', stream: process.stderr },
    cliProgress.Presets.shades_classic,
  )
  let stage = ''
  const started = performance.now()
  const report = await importCatalogue(db, {
    text,
    format,
    images: fileImages(store, dirname(resolve(file))),
    brand: flags.brand,
    dryRun: flags['dry-run'],
    importGoodRows: flags['import-good-rows'],
    onProgress(next, done, total) {
      if (next !== stage) {
        if (stage) bar.stop()
        stage = next
        bar.start(total, 0, { stage: next === 'images' ? 'pictures' : 'writing ' })
      }
      bar.update(done)
    },
  })
  if (stage) bar.stop()
  printReport(report, { seconds: (performance.now() - started) / 1000, media: store.describe })
  if (wroteCatalogue(report)) await tellRunningStores(env)
  return report.problems.length && !report.applied ? 1 : 0
}
