// Every user-facing text the spec quotes, verbatim. Texts with placeholders are small functions.

// Listing empty states (§2)
export const noResultsFor = (query: string) => `No results found for "${query}"`
export const noProductsInCategory = (category: string) => `No products in ${category} category`
export const NO_PRODUCTS_AVAILABLE = 'No products available'
export const NO_PRODUCTS_FOUND = 'No products found'

// Batch and option validation (§5)
// The pages pass the message with its number to t() (so Hindi pages read them in Hindi); the functions
// fill it in English for the API's errors and the tests.
export const SELECT_AT_LEAST_UNITS = 'Select at least {min} units to proceed'
export const CURRENT_SELECTION_UNITS = 'Current selection: {n} units'
export const SELECT_OR_MORE = 'Select {min} or more'
export const selectAtLeastUnits = (min: number) => SELECT_AT_LEAST_UNITS.replace('{min}', String(min))
export const currentSelectionUnits = (n: number) => CURRENT_SELECTION_UNITS.replace('{n}', String(n))
export const selectOrMore = (min: number) => SELECT_OR_MORE.replace('{min}', String(min))
export const CHOOSE_OPTION_HINT = 'Please choose your preferred option'

// Errors (§5, §8)
export const NO_GUEST_UPVOTES_TO_MERGE = 'No guest upvotes to merge'
export const failedToFetchTokens = (body: string) => `Failed to fetch tokens: ${body}`
export const failedToFetchUserInfo = (body: string) => `Failed to fetch user info: ${body}`
export const PAGE_ERROR = 'Page Error'
export const RELOAD_PAGE = 'Reload Page'
export const DATA_LOADING_ERROR = 'Data Loading Error'
export const DATA_LOADING_MESSAGE = "We couldn't load this data right now"
export const NO_IMAGE_AVAILABLE = 'No Image Available'
export const NO_SHIPPING_INFORMATION = 'No shipping information'
export const NO_RETURN_POLICY = 'No return policy'
export const RETURN_HOME = 'Return Home'

// Upvote (§1, §4)
export const SAVINGS_IN_THE_MAKING = 'Savings in the making!'
export const UPVOTE_FOR_DISCOUNT = 'UPVOTE FOR DISCOUNT'
export const UPVOTE = 'UPVOTE'
/** `offer` is already formatted, e.g. '20%' or '₹200' (see offerLabel). */
export const unlockOfferOff = (offer: string) => `Unlock ${offer} off`
export const VOTED = 'Voted'
export const UPVOTED = 'Upvoted'
/** §8 "Upvote fails": the buy card's word to the shopper (the spec gives no text; docs/decisions/0682). */
export const UPVOTE_FAILED = "Your upvote didn't go through. Please try again."

// Home, product page and modals (§2)
export const CLICK_TO_BINGE = 'CLICK TO BINGE'
export const CHECK_OUT_MORE_BRANDS = 'Check Out More BRANDS'
export const BRAND_DISCOGRAPHY = 'BRAND DISCOGRAPHY'
export const BRAND_DISCOGRAPHY_SUBTITLE = 'Shop from new brands that sell something crazy'
export const PEOPLE_ALSO_BOUGHT = 'People who loved this also bought'
export const SUGGESTED_TAPES = 'Suggested Tapes'
export const SEE_ALL = 'See All'
export const THE_GALLERY = 'The Gallery'
export const SHIPPING_AND_RETURNS = 'Shipping & Returns'
export const SHIPPING_INFORMATION = 'Shipping Information'
export const RETURN_POLICY = 'Return Policy'
export const EXCLUSIVE = 'Exclusive'
export const SIZE_CHART = 'Size Chart'
export const SHIPPING_GUIDE = 'Shipping Guide'
export const GUIDES_LABEL = 'Guides'
export const CURATED_BY = 'Curated by'

// Cart buttons (§2, §4)
export const ADDING = 'Adding...'
export const GO_TO_CART = 'Go to Cart'
export const OUT_OF_STOCK = 'Out of Stock'
export const SELECT_MINIMUM_QUANTITY = 'Select Minimum Quantity'
export const ADD_TO_CART = 'Add to Cart'
/** The product card's button, as the spec writes it there. */
export const ADD_TO_CART_CARD = 'Add to cart'
export const ADD_TO_BAG = 'Add to Bag'
export const SHOP_NOW = 'Shop Now'
export const BUY_NOW = 'Buy Now'

// Navigation (§2). Order is the spec's.
export const MENU_LABELS = [
  'About us',
  'Guides',
  'Brands',
  'Categories',
  'Trending',
  'New',
  'My Votes',
  'Binge',
] as const
export type MenuLabel = (typeof MENU_LABELS)[number]
export const FOOTER_LABELS = ['Contact', 'Terms', 'Privacy'] as const
export type FooterLabel = (typeof FOOTER_LABELS)[number]

// Sort labels (§2), in dropdown order; rules/sort.ts pairs them with URL params and API keys.
export const SORT_LABELS = {
  trending: 'Trending',
  new: 'New',
  mostVotes: 'Most Votes',
  priceAsc: 'Price low to high',
  priceDesc: 'Price high to low',
} as const

// Home category icon row (§2), in the spec's order.
export const HOME_CATEGORY_LABELS = [
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
] as const
export type HomeCategoryLabel = (typeof HOME_CATEGORY_LABELS)[number]
