// `catalogue export products|orders [--out FILE]`: the same functions the admin will offer as downloads.
import { writeFile } from 'node:fs/promises'
import type { Db } from '../../db/client.ts'
import { exportOrdersCsv } from '../export/export-orders.ts'
import { exportProductsCsv } from '../export/export-products.ts'

export async function runExport(db: Db, what: string | undefined, out: string | undefined): Promise<number> {
  if (what !== 'products' && what !== 'orders') throw new Error('export needs products or orders')
  const csv = what === 'products' ? await exportProductsCsv(db) : await exportOrdersCsv(db)
  if (out) {
    await writeFile(out, csv)
    console.error(`Wrote ${csv.split('\n').length - 2} rows to ${out}.`)
  } else process.stdout.write(csv)
  return 0
}
