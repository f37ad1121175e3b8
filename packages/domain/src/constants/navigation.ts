// Where the spec's menu, footer and home category icons lead (§2 routes and category tree).
import type { FooterLabel, HomeCategoryLabel, MenuLabel } from './messages.ts'

/** `href: null` = the item opens a panel instead of a page (Categories opens the category tree). */
export const MENU_ITEMS: ReadonlyArray<{ label: MenuLabel; href: string | null }> = [
  { label: 'About us', href: '/about' },
  { label: 'Guides', href: '/guides' },
  { label: 'Brands', href: '/brands' },
  { label: 'Categories', href: null },
  { label: 'Trending', href: '/browse-all?sortBy=trending' },
  { label: 'New', href: '/browse-all?sortBy=new' },
  { label: 'My Votes', href: '/votes' },
  { label: 'Binge', href: '/binge' },
]

export const FOOTER_ITEMS: ReadonlyArray<{ label: FooterLabel; href: string }> = [
  { label: 'Contact', href: '/contact' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
]

/** Top categories of the §2 category tree (their paramName). */
export const TOP_CATEGORY_PARAMS = [
  'home-decor',
  'beauty',
  'accessories',
  'electronics',
  'food-drink',
  'sports-fitness',
  'men',
  'women',
  'kids',
  'pets',
  'kitchen',
  'travel',
  'health-wellness',
  'games',
  'apparel',
] as const
export type TopCategoryParam = (typeof TOP_CATEGORY_PARAMS)[number]

/** The 11 home icons and the category each opens. */
export const HOME_CATEGORY_ICONS: ReadonlyArray<{ label: HomeCategoryLabel; category: TopCategoryParam }> = [
  { label: 'FITNESS', category: 'sports-fitness' },
  { label: 'HOME', category: 'home-decor' },
  { label: 'BEAUTY', category: 'beauty' },
  { label: 'ACCESSORIES', category: 'accessories' },
  { label: 'F & D', category: 'food-drink' },
  { label: 'GAMES', category: 'games' },
  { label: 'ELECTRONICS', category: 'electronics' },
  { label: 'PETS', category: 'pets' },
  { label: 'KITCHEN', category: 'kitchen' },
  { label: 'TRAVEL', category: 'travel' },
  { label: 'WELLNESS', category: 'health-wellness' },
]
