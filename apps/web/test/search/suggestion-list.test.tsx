// The suggestions popup on a Hindi page names a suggestion's kind in Hindi (Brand, Tag, Category come
// from the API in English); a product's detail is its brand's name, shown as the operator wrote it.
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { Suggestion } from '@haat/domain/catalog/search'
import { SuggestionList } from '../../app/features/search/SuggestionList.tsx'
import { installCatalogues } from '../../app/lib/i18n/catalogue.server.ts'

afterEach(cleanup)

const suggestions: Suggestion[] = [
  {
    kind: 'product',
    label: 'Kashmiri Kahwa',
    href: '/product/kahwa',
    imageUrl: null,
    detail: 'Brand Bazaar',
  },
  { kind: 'brand', label: 'Pahadi Pantry', href: '/brands/pahadi-pantry', imageUrl: null, detail: 'Brand' },
  {
    kind: 'category',
    label: 'Food & Drink',
    href: '/browse-all?category=food',
    imageUrl: null,
    detail: 'Category',
  },
  { kind: 'tag', label: 'Cold Pressed', href: '/tags/cold-pressed', imageUrl: null, detail: 'Tag' },
]

// The messages where a page's script puts them (decision 0813).
beforeAll(installCatalogues)

async function detailsOn(locale: 'hi-IN' | 'en-IN') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      HydrateFallback: () => null,
      Component: () => (
        <SuggestionList id="s" suggestions={suggestions} active={0} hidden={false} onChoose={() => {}} />
      ),
    },
  ])
  render(<Stub />)
  const options = await screen.findAllByRole('option')
  return options.map((o) => o.querySelector('span.shrink-0')?.textContent)
}

it('names the kinds in Hindi on a Hindi page and keeps the brand name of a product', async () => {
  expect(await detailsOn('hi-IN')).toEqual(['Brand Bazaar', 'ब्रांड', 'कैटेगरी', 'टैग'])
})

it('keeps the English kinds on an English page', async () => {
  expect(await detailsOn('en-IN')).toEqual(['Brand Bazaar', 'Brand', 'Category', 'Tag'])
})
