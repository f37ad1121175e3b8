// Where a checkoutUrl leads: the store's own /checkout page is a client navigation (the bag and the
// session stay in memory); another origin (the platform's hosted checkout) is a full page load.
export type CheckoutTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string }

export function checkoutTarget(checkoutUrl: string, origin: string): CheckoutTarget {
  let url: URL
  try {
    url = new URL(checkoutUrl, origin)
  } catch {
    return { kind: 'external', url: checkoutUrl }
  }
  return url.origin === origin
    ? { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` }
    : { kind: 'external', url: url.href }
}
