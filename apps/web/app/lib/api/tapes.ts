// Tape (binge video) calls of spec §7. Typed answers, not parsed (see catalog.ts).
import type { Tape, TapePage } from '@haat/domain/catalog/entities'
import { TAPES_PAGE_SIZE } from '@haat/domain/constants/timings'
import type { ApiTransport } from './transport.ts'

export function listTapes(api: ApiTransport, opts: { page?: number; seed?: number; size?: number } = {}) {
  const query = { page: opts.page ?? 0, size: opts.size ?? TAPES_PAGE_SIZE, seed: opts.seed }
  return api<TapePage>({ path: '/file/tapes', query })
}

export function getTape(api: ApiTransport, id: number) {
  return api<Tape>({ path: `/file/tapes/${id}` })
}
