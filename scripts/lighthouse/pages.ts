// The pages Lighthouse measures: home, a listing, a product page, a guide and binge (issue 6), and the
// Hindi home and product page (issue 17, decisions 0790/0791: the budgets hold in Hindi too). The product
// and the guide are the first the demo store lists, asked of its own API; that product has Hindi texts.
export type AuditedPage = { name: string; path: string }

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url)
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
  return (await answer.json()) as T
}

export async function auditedPages(origin: string): Promise<AuditedPage[]> {
  const products = await json<{ content: { slug: string }[] }>(`${origin}/api/product?page=0&size=1`)
  const guides = await json<{ paramName: string }[]>(`${origin}/api/feeds?withproducts=false`)
  const product = products.content[0]
  const guide = guides[0]
  if (!product || !guide) throw new Error('the demo store has no product or no guide')
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/browse-all' },
    { name: 'product', path: `/product/${product.slug}` },
    { name: 'guide', path: `/guides/${guide.paramName}` },
    { name: 'binge', path: '/binge' },
    { name: 'hi-home', path: '/hi' },
    { name: 'hi-product', path: `/hi/product/${product.slug}` },
  ]
}
