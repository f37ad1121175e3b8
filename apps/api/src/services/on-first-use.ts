// Something costly to load (a library of several MB of heap, a client built on it) made by its first
// user, not at start, and shared by every user after it.
export function onFirstUse<T>(make: () => Promise<T>) {
  let made: Promise<T> | undefined
  return {
    get: () => (made ??= make()),
    /** The one made so far, if any (to close it without making it). */
    made: () => made,
  }
}
