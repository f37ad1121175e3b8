import { describe, expect, it } from 'vitest'
import type { Tape } from '@haat/domain/catalog/entities'
import { appendTapes, startingAt } from '../../app/features/binge/tape-order.ts'

const tape = (id: number): Tape => ({
  id,
  url: `/media/tapes/t${id}.mp4`,
  thumbnailUrl: `/media/tapes/t${id}-poster-540.webp`,
  product: { id: id * 10, slug: `p-${id}`, title: `Product ${id}`, upvoteCount: id },
})
const ids = (list: Tape[]) => list.map((t) => t.id)

describe('binge order', () => {
  it('/binge/{id} starts at that tape and does not show it twice', () => {
    expect(ids(startingAt(tape(7), [tape(3), tape(7), tape(5)]))).toEqual([7, 3, 5])
  })

  it('keeps the list order when there is no starting tape', () => {
    expect(ids(startingAt(undefined, [tape(3), tape(5)]))).toEqual([3, 5])
  })

  it('appends a page without repeating tapes already shown', () => {
    expect(ids(appendTapes([tape(7), tape(3)], [tape(3), tape(9), tape(7), tape(1)]))).toEqual([7, 3, 9, 1])
  })
})
