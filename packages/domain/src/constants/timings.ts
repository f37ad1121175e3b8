// Spec §9 business constants and limits (plus the few §2/§4 figures that are timings or counts).
// One place for every number, so server and browser never disagree.

/** §7/§9: every product API call times out after 10 s. */
export const API_TIMEOUT_MS = 10_000

// Tapes (§7, §9)
export const TAPES_PAGE_SIZE = 10
/** The binge seed is a random integer 0..TAPE_SEED_MAX (inclusive). */
export const TAPE_SEED_MAX = 9999
/** A tape fetched by id is cached for 5 minutes. */
export const TAPE_CACHE_SECONDS = 300

// Listings (§2, §9)
export const PRODUCT_PAGE_SIZE = 10
/** Largest page size the API accepts (protects the database from huge pages). */
export const MAX_PAGE_SIZE = 100
export const BINGE_TEASER_SIZE = 5
export const BINGE_VIDEOS = 4
export const INFINITE_SCROLL_THRESHOLD = 0.9
/** Grid listings insert the videos strip after this many products… */
export const VIDEOS_STRIP_AFTER_GRID = 4
/** …list listings after this many. */
export const VIDEOS_STRIP_AFTER_LIST = 3

// Home (§2, §9)
export const BANNER_COUNT = 6
export const STATIC_BRAND_COUNT = 8
export const CATEGORY_ICON_COUNT = 11
export const RANDOM_TAG_COUNT = 10
export const SUGGESTED_REELS = 7
export const CAROUSEL_AUTOPLAY_MS = 3000

// Upvote and buy card (§4, §9)
export const POPULAR_THRESHOLD = 50
export const UPVOTE_LOCK_MS = 2000
/** A voter's own count is laid over stored pages this long (decision 0801): no stored copy is older
 *  (twice PAGE_CACHE_MS's default of 30 s). */
export const RECENT_UPVOTE_MS = 60_000
/** "Savings in the making!" screen before the vote and again before the cart action. */
export const SAVINGS_LOADING_MS = 2000
export const PRICE_REVEAL_MS = 300
export const CONFETTI_MS = 3000
export const CONFETTI_PARTICLES = 200
export const CONFETTI_PARTICLES_BUY_CARD = 300
export const OPTION_HINT_MS = 3000
export const BOTTOM_BAR_SCROLL_PX = 10

// Cart and sheets (§4, §9)
export const CART_SYNC_DEBOUNCE_MS = 1000
export const SHEET_CLOSE_MS = 300

// Guides, reels, cards (§2, §9)
export const GUIDE_STRIP_STEP = 4
export const REEL_PLAY_VISIBILITY = 0.75
export const REEL_ROTATE_MS = 5000
export const SWIPE_LOCK_PX = 95
export const SWIPE_HINT_MAX = 5
export const MOBILE_BREAKPOINT_PX = 768

// Scroll restore (§9)
export const SCROLL_RESTORE_VALID_MS = 5 * 60_000
export const SCROLL_RESTORE_CLEAN_MS = 10 * 60_000

// Tracking (§7)
export const CLICK_ID_COOKIE_DAYS = 90

// Breadcrumbs (§5, §9): names over BREADCRUMB_MAX characters are cut to BREADCRUMB_CUT plus an ellipsis.
export const BREADCRUMB_MAX = 30
export const BREADCRUMB_CUT = 20

// Guest upvotes: upper bound on ids read from a header or storage (keeps headers and merges small).
export const GUEST_UPVOTES_MAX = 500

/** §9: prices are in Indian rupees. */
export const CURRENCY = 'INR'
export const CURRENCY_SYMBOL = '₹'
