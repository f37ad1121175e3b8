// Spec §7 GET /api/product/search/{id}: one product by id. Unlike the slug call it counts no view, so a
// card can read a product's variants without making it "trending".
import type { Product } from '@haat/domain/catalog/product'
import type { ApiTransport } from './transport.ts'

export function getProductById(api: ApiTransport, id: number): Promise<Product> {
  return api<Product>({ path: `/product/search/${id}` })
}
