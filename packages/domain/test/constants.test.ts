import { describe, expect, it } from 'vitest'
import * as m from '../src/constants/messages.ts'
import { HOME_CATEGORY_ICONS, MENU_ITEMS, TOP_CATEGORY_PARAMS } from '../src/constants/navigation.ts'
import { GUEST_UPVOTES_HEADER, STORAGE_KEYS } from '../src/constants/storage-keys.ts'
import * as t from '../src/constants/timings.ts'

describe('storage keys', () => {
  it('are the spec §3 names', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'access_token',
      'user',
      'pendingRedirect',
      'pendingAction',
      'coupon',
      'guest_upvotes',
      'cart',
    ])
    expect(GUEST_UPVOTES_HEADER).toBe('guest_upvotes')
  })
})

describe('messages with placeholders', () => {
  it('fill in the spec texts', () => {
    expect(m.noResultsFor('kurta')).toBe('No results found for "kurta"')
    expect(m.noProductsInCategory('Pets')).toBe('No products in Pets category')
    expect(m.failedToFetchTokens('bad code')).toBe('Failed to fetch tokens: bad code')
    expect(m.failedToFetchUserInfo('401')).toBe('Failed to fetch user info: 401')
    expect(m.unlockOfferOff('20%')).toBe('Unlock 20% off')
  })
})

describe('navigation', () => {
  it('lists the menu in spec order with real routes', () => {
    expect(MENU_ITEMS.map((i) => i.label)).toEqual(m.MENU_LABELS)
    expect(MENU_ITEMS.find((i) => i.label === 'My Votes')?.href).toBe('/votes')
  })
  it('maps all 11 home icons to categories of the tree', () => {
    expect(HOME_CATEGORY_ICONS.map((i) => i.label)).toEqual(m.HOME_CATEGORY_LABELS)
    expect(HOME_CATEGORY_ICONS).toHaveLength(t.CATEGORY_ICON_COUNT)
    for (const i of HOME_CATEGORY_ICONS) expect(TOP_CATEGORY_PARAMS).toContain(i.category)
  })
})
