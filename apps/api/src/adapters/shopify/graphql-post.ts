// One GraphQL call to a Shopify API (Storefront or Admin): network failures, timeouts and non-2xx
// answers come back as a message naming what went wrong, never with the access token in it.
export type GraphqlAnswer<T> = { data?: T; errors?: { message: string }[] }
export type GraphqlResult<T> = { ok: true; answer: GraphqlAnswer<T> } | { ok: false; message: string }

/** 'shop.myshopify.com' → 'https://shop.myshopify.com'; a full origin (a test fake) is kept. */
export function shopOrigin(storeDomain: string): string {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain : `https://${storeDomain}`
  return origin.replace(/\/+$/, '')
}

export async function postGraphql<T>(
  url: string,
  tokenHeader: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlResult<T>> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...tokenHeader },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) return { ok: false, message: `Shopify answered ${res.status}` }
    return { ok: true, answer: (await res.json()) as GraphqlAnswer<T> }
  } catch (err) {
    return { ok: false, message: `Shopify could not be reached: ${(err as Error).message}` }
  }
}
