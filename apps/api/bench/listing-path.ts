/** The measured call: the default listing (trending, 10 a page), walking the first pages. */
export const LISTING_PAGES = 5
export const LISTING_PATH = (page: number) => `/api/product?page=${page}&size=10`
