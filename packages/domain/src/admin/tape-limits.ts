// Tape limits the admin page shows and the API checks, apart from the zod schemas so the page's
// browser code does not carry zod.
/** An upload's limit, checked by the API before the bytes are read in full (a 413 past it). */
export const MAX_TAPE_BYTES = 40 * 1024 * 1024
export const MAX_TAPE_POSITION = 9999
