// Tape (binge video) calls of spec §7.
import { tapePageSchema, tapeSchema } from '@haat/domain/catalog/entities'
import { TAPES_PAGE_SIZE } from '@haat/domain/constants/timings'
import type { ApiTransport } from './transport.ts'

export async function listTapes(
  api: ApiTransport,
  opts: { page?: number; seed?: number; size?: number } = {},
) {
  const query = { page: opts.page ?? 0, size: opts.size ?? TAPES_PAGE_SIZE, seed: opts.seed }
  return tapePageSchema.parse(await api({ path: '/file/tapes', query }))
}

export async function getTape(api: ApiTransport, id: number) {
  return tapeSchema.parse(await api({ path: `/file/tapes/${id}` }))
}
