// Pages of tapes (spec §7: content, pageNumber, last). One extra row tells whether a page is the last.
import type { TapePage } from '@haat/domain/catalog/entities'
import { pageOffset } from '@haat/domain/rules/paging'
import type { Db } from '../db/client.ts'
import { findTapes } from '../repositories/tapes.ts'

export async function listTapes(
  db: Db,
  request: { page: number; size: number; seed?: number },
): Promise<TapePage> {
  const rows = await findTapes(db, {
    ...(request.seed !== undefined && { seed: request.seed }),
    offset: pageOffset(request.page, request.size),
    limit: request.size + 1,
  })
  return { content: rows.slice(0, request.size), pageNumber: request.page, last: rows.length <= request.size }
}
