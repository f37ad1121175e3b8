// Spec §2 listing layouts: grid and single-column list, the videos strip after the 4th (grid) or 3rd
// (list) product; cards show popular at 50+ votes and link their tags to /tags/{slug}.
import { cleanup, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { ListingResults } from '../../app/features/listing/ListingResults.tsx'
import type { CardLayout } from '../../app/features/listing/ProductCard.tsx'
import { makeStore } from '../../app/store/store.ts'
import { summary } from './summaries.ts'

afterEach(cleanup)

function renderResults(count: number, layout: CardLayout) {
  const products = Array.from({ length: count }, (_, i) => summary(i + 1, { upvoteCount: i === 0 ? 50 : 49 }))
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <ListingResults products={products} layout={layout} strip={<p>Videos</p>} />
      </MemoryRouter>
    </Provider>,
  )
  const items = within(screen.getByTestId('listing-results'))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === screen.getByTestId('listing-results'))
  return items.map((li) => (li.dataset.testid === 'videos-strip' ? 'strip' : 'card'))
}

test('grid: the strip comes after the 4th product', () => {
  expect(renderResults(6, 'grid')).toEqual(['card', 'card', 'card', 'card', 'strip', 'card', 'card'])
  expect(screen.getByTestId('listing-results').className).toContain('lg:grid-cols-4')
})

test('list: the strip comes after the 3rd product', () => {
  expect(renderResults(5, 'list')).toEqual(['card', 'card', 'card', 'strip', 'card', 'card'])
  expect(screen.getByTestId('listing-results').className).toContain('grid-cols-1')
})

test('a listing shorter than that still gets the strip, after its last product', () => {
  expect(renderResults(2, 'grid')).toEqual(['card', 'card', 'strip'])
})

test('cards: popular from 50 votes, tags link to /tags/{slug}, the card buttons', () => {
  renderResults(2, 'grid')
  const cards = screen.getAllByTestId('product-card')
  expect(cards.map((c) => c.dataset.popular === 'true')).toEqual([true, false])
  expect(within(cards[0]!).getByRole('link', { name: '#Gift Ideas' }).getAttribute('href')).toBe(
    '/tags/gift-ideas',
  )
  expect(within(cards[0]!).getByRole('button', { name: 'Unlock 20% off' })).toBeTruthy()
  expect(within(cards[0]!).getByRole('button', { name: /^Add to cart/ })).toBeTruthy()
  expect(within(cards[0]!).getByText('₹1,000')).toBeTruthy()
})
