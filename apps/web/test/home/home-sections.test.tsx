// Spec §2 home (the 6 banners are data now: apps/api/test/seed, admin-banners): the 11-icon category row, the binge teaser (4 of 5).
import { cleanup, render, screen, within } from '@testing-library/react'
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Tape } from '@haat/domain/catalog/entities'
import { BingeTeaser } from '../../app/features/home/BingeTeaser.tsx'
import { CategoryIconRow } from '../../app/features/home/CategoryIconRow.tsx'

beforeEach(() => {
  setupIntersectionMocking(vi.fn)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined)
})
afterEach(cleanup)

test('the category row has the 11 spec labels in order, each opening its category', () => {
  render(
    <MemoryRouter>
      <CategoryIconRow categories={[]} />
    </MemoryRouter>,
  )
  const links = within(screen.getByRole('navigation', { name: 'Shop by category' })).getAllByRole('link')
  expect(links.map((l) => l.textContent)).toEqual([
    'FITNESS',
    'HOME',
    'BEAUTY',
    'ACCESSORIES',
    'F & D',
    'GAMES',
    'ELECTRONICS',
    'PETS',
    'KITCHEN',
    'TRAVEL',
    'WELLNESS',
  ])
  expect(links[0]?.getAttribute('href')).toBe('/browse-all?category=sports-fitness')
})

test('the binge teaser shows the first 4 of its 5 tapes and CLICK TO BINGE goes to /binge', () => {
  const tapes: Tape[] = Array.from({ length: 5 }, (_, i) => ({
    id: i + 1,
    url: `/media/tapes/t${i + 1}.mp4`,
    thumbnailUrl: `/media/tapes/t${i + 1}-poster-540.webp`,
    product: { id: i + 1, slug: `p-${i + 1}`, title: `Tape product ${i + 1}`, upvoteCount: 10 },
  }))
  render(
    <MemoryRouter>
      <BingeTeaser tapes={tapes} />
    </MemoryRouter>,
  )
  const teaser = screen.getByTestId('binge-teaser')
  const tiles = within(teaser).getAllByRole('link', { name: /^Watch: / })
  expect(tiles.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
    ['Watch: Tape product 1', '/binge/1'],
    ['Watch: Tape product 2', '/binge/2'],
    ['Watch: Tape product 3', '/binge/3'],
    ['Watch: Tape product 4', '/binge/4'],
  ])
  expect(within(teaser).getByRole('link', { name: 'CLICK TO BINGE' }).getAttribute('href')).toBe('/binge')
  // Posters only: no video downloads before a tile is on screen.
  expect([...teaser.querySelectorAll('video')].every((v) => !v.getAttribute('src'))).toBe(true)
})
