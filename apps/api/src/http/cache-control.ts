// How long browsers and CDNs keep an answer whose address changes with its content (a hash in the name:
// media, built assets, message scripts): a year, never asked again.
export const IMMUTABLE_FOR_A_YEAR = 'public, max-age=31536000, immutable'
