// What a stored copy of a page (server/page-cache) must still do each time it is sent, because its
// loaders will not run again: count the views of the products the page shows (GET /api/product/slug
// counts one when the page is rendered); and which products it shows, so a vote on one of them ages
// the copy (decisions 0640, 0801). A page about one product is aged only by votes on that product
// (decision 0807): its strips of other products follow within the copy's own time.
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router'

export type PageReplay = {
  productViews: number[]
  productsShown: Set<number>
  /** The product the page is about, when it is about one: only its votes age the copy. */
  about: number | null
}

// Loaded natively by the server and again inside the server bundle: one key per process (see api/context.ts).
const KEY = Symbol.for('haat.pageReplay')
const registry = globalThis as { [KEY]?: RouterContext<PageReplay | null> }
export const pageReplayContext: RouterContext<PageReplay | null> = (registry[KEY] ??=
  createContext<PageReplay | null>(null))

export function countViewInStoredCopies(context: Readonly<RouterContextProvider>, productId: number) {
  context.get(pageReplayContext)?.productViews.push(productId)
}

/** The page is about this product: a vote on it ages a stored copy, votes on the rest it shows do not. */
export function pageIsAbout(context: Readonly<RouterContextProvider>, productId: number) {
  const replay = context.get(pageReplayContext)
  if (replay) replay.about = productId
}

/** The products whose votes age a stored copy of the page. */
export const votesThatAge = (replay: PageReplay): Set<number> =>
  replay.about === null ? replay.productsShown : new Set([replay.about])
