// Shopify Storefront API: every product a shop publishes to the store's sales channel, with its
// variants (their gid://shopify/ProductVariant/… ids, so a Shopify checkout gets the exact variant),
// read page by page with the connection's cursor. Checked against Shopify's published schema in tests.
import { postGraphql, shopOrigin, type GraphqlResult } from './graphql-post.ts'

export type StorefrontShop = { storeDomain: string; apiVersion: string; token: string }

export const PRODUCTS_QUERY = `query CatalogueProducts($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      handle
      title
      descriptionHtml
      vendor
      productType
      tags
      options { name optionValues { name } }
      images(first: 20) { nodes { url } }
      variants(first: 100) {
        nodes {
          id
          sku
          availableForSale
          price { amount currencyCode }
          compareAtPrice { amount currencyCode }
          selectedOptions { name value }
          image { url }
        }
      }
    }
  }
}`

type Money = { amount: string; currencyCode: string }
export type StorefrontVariant = {
  id: string
  sku: string | null
  availableForSale: boolean
  price: Money
  compareAtPrice: Money | null
  selectedOptions: { name: string; value: string }[]
  image: { url: string } | null
}
export type StorefrontProduct = {
  handle: string
  title: string
  descriptionHtml: string
  vendor: string
  productType: string
  tags: string[]
  options: { name: string; optionValues: { name: string }[] }[]
  images: { nodes: { url: string }[] }
  variants: { nodes: StorefrontVariant[] }
}
type ProductsPage = {
  products?: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: StorefrontProduct[] }
}

/** Shopify allows up to 250 per page; 50 keeps each answer small and under the query cost limit. */
export const PAGE_SIZE = 50

export async function* storefrontProducts(
  shop: StorefrontShop,
  pageSize = PAGE_SIZE,
): AsyncGenerator<StorefrontProduct[]> {
  const url = `${shopOrigin(shop.storeDomain)}/api/${shop.apiVersion}/graphql.json`
  let after: string | null = null
  for (;;) {
    const result: GraphqlResult<ProductsPage> = await postGraphql<ProductsPage>(
      url,
      { 'X-Shopify-Storefront-Access-Token': shop.token },
      PRODUCTS_QUERY,
      { first: pageSize, after },
    )
    if (!result.ok) throw new Error(result.message)
    const page: ProductsPage['products'] = result.answer.data?.products
    if (!page) {
      const why = result.answer.errors?.map((e) => e.message).join('; ') || 'no products in the answer'
      throw new Error(`Shopify refused the products query: ${why}`)
    }
    yield page.nodes
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return
    after = page.pageInfo.endCursor
  }
}
