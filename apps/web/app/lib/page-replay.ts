// What a stored copy of a page (server/page-cache) must still do each time it is sent, because its
// loaders will not run again: count the views of the products the page shows (GET /api/product/slug
// counts one when the page is rendered); and which products it shows, so a vote on one of them drops
// the copy (decision 0640).
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router'

export type PageReplay = { productViews: number[]; productsShown: Set<number> }

// Loaded natively by the server and again inside the server bundle: one key per process (see api/context.ts).
const KEY = Symbol.for('haat.pageReplay')
const registry = globalThis as { [KEY]?: RouterContext<PageReplay | null> }
export const pageReplayContext: RouterContext<PageReplay | null> = (registry[KEY] ??=
  createContext<PageReplay | null>(null))

export function countViewInStoredCopies(context: Readonly<RouterContextProvider>, productId: number) {
  context.get(pageReplayContext)?.productViews.push(productId)
}
