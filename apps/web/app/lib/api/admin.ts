// The admin's calls (/api/admin, decision 0760), made on the server with the operator's token.
import type {
  AdminBanner,
  AdminBannerList,
  BannerEdit,
  BannerMove,
  StoredPictureAnswer,
} from '@haat/domain/admin/banner-edit'
import type {
  AdminBrand,
  AdminBrandList,
  BrandCreate,
  BrandEdit,
  BrandShopEdit,
} from '@haat/domain/admin/brand-edit'
import type { AdminOrder, AdminOrderPage, ShipOrderInput } from '@haat/domain/admin/admin-orders'
import type { CatalogueImport, CatalogueImportList, ImportUpload } from '@haat/domain/admin/catalogue-import'
import type { AdminGuide, AdminGuideList, GuideEdit } from '@haat/domain/admin/guide-edit'
import type { Insights } from '@haat/domain/admin/insights'
import type { AdminSynonymList, SynonymEdit } from '@haat/domain/admin/synonym-edit'
import type { AdminTape, AdminTapeList, TapeEdit, TapeUploadQuery } from '@haat/domain/admin/tape-edit'
import type { OperatorView } from '@haat/domain/admin/operator'
import type { AdminProduct, AdminProductPage, ProductEdit } from '@haat/domain/admin/product-edit'
import type { ApiTransport, QueryValue } from './transport.ts'

export type AdminApi = ReturnType<typeof adminApi>

export function adminApi(api: ApiTransport, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  // A picture is sent as the body itself, through the API's shared picture checks (banners, logos).
  const uploadPicture = (path: string) => (picture: Uint8Array, type: string) =>
    api<StoredPictureAnswer>({
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': type },
      body: picture,
    })
  return {
    me: () => api<OperatorView & { csrfToken: string }>({ path: '/admin/me', headers }),
    orders: (query: Record<string, QueryValue>) =>
      api<AdminOrderPage>({ path: '/admin/orders', query, headers }),
    order: (publicId: string) =>
      api<AdminOrder>({ path: `/admin/orders/${encodeURIComponent(publicId)}`, headers }),
    orderAction: (publicId: string, action: 'ship' | 'deliver' | 'cancel', body?: ShipOrderInput) =>
      api<AdminOrder>({
        method: 'POST',
        path: `/admin/orders/${encodeURIComponent(publicId)}/${action}`,
        headers,
        ...(body ? { body } : {}),
      }),
    products: (query: Record<string, QueryValue>) =>
      api<AdminProductPage>({ path: '/admin/products', query, headers }),
    product: (id: number) => api<AdminProduct>({ path: `/admin/products/${id}`, headers }),
    updateProduct: (id: number, body: ProductEdit) =>
      api<AdminProduct>({ method: 'PUT', path: `/admin/products/${id}`, headers, body }),
    insights: (query: Record<string, QueryValue>) =>
      api<Insights>({ path: '/admin/insights', query, headers }),
    imports: () => api<CatalogueImportList>({ path: '/admin/imports', headers }),
    catalogueImport: (id: number) => api<CatalogueImport>({ path: `/admin/imports/${id}`, headers }),
    uploadImport: (body: ImportUpload) =>
      api<CatalogueImport>({ method: 'POST', path: '/admin/imports', headers, body }),
    startImport: (id: number, importGoodRows: boolean) =>
      api<CatalogueImport>({
        method: 'POST',
        path: `/admin/imports/${id}/start`,
        headers,
        body: { importGoodRows },
      }),
    synonyms: (q: string) => api<AdminSynonymList>({ path: '/admin/synonyms', query: { q }, headers }),
    addSynonym: (body: SynonymEdit) =>
      api<unknown>({ method: 'POST', path: '/admin/synonyms', headers, body }),
    deleteSynonym: (id: number) => api<unknown>({ method: 'DELETE', path: `/admin/synonyms/${id}`, headers }),
    guides: () => api<AdminGuideList>({ path: '/admin/guides', headers }),
    guide: (id: number) => api<AdminGuide>({ path: `/admin/guides/${id}`, headers }),
    /** A new guide when id is null. */
    saveGuide: (id: number | null, body: GuideEdit) =>
      api<AdminGuide>({
        method: id === null ? 'POST' : 'PUT',
        path: id === null ? '/admin/guides' : `/admin/guides/${id}`,
        headers,
        body,
      }),
    tapes: () => api<AdminTapeList>({ path: '/admin/tapes', headers }),
    uploadTape: (query: TapeUploadQuery, video: Uint8Array) =>
      api<AdminTape>({
        method: 'POST',
        path: '/admin/tapes',
        query,
        headers: { ...headers, 'content-type': 'video/mp4' },
        body: video,
      }),
    updateTape: (id: number, body: TapeEdit) =>
      api<AdminTape>({ method: 'PUT', path: `/admin/tapes/${id}`, headers, body }),
    removeTape: (id: number) => api<unknown>({ method: 'DELETE', path: `/admin/tapes/${id}`, headers }),
    banners: () => api<AdminBannerList>({ path: '/admin/banners', headers }),
    saveBanner: (slot: number, body: BannerEdit) =>
      api<AdminBanner>({ method: 'PUT', path: `/admin/banners/${slot}`, headers, body }),
    moveBanner: (slot: number, body: BannerMove) =>
      api<AdminBannerList>({ method: 'POST', path: `/admin/banners/${slot}/move`, headers, body }),
    uploadBannerPicture: uploadPicture('/admin/banners/pictures'),
    brands: () => api<AdminBrandList>({ path: '/admin/brands', headers }),
    brand: (id: number) => api<AdminBrand>({ path: `/admin/brands/${id}`, headers }),
    saveBrand: (id: number, body: BrandEdit) =>
      api<AdminBrand>({ method: 'PUT', path: `/admin/brands/${id}`, headers, body }),
    saveBrandShop: (id: number, body: BrandShopEdit) =>
      api<AdminBrand>({ method: 'PUT', path: `/admin/brands/${id}/shop`, headers, body }),
    clearBrandShop: (id: number) =>
      api<AdminBrand>({ method: 'DELETE', path: `/admin/brands/${id}/shop`, headers }),
    createBrand: (body: BrandCreate) =>
      api<AdminBrand>({ method: 'POST', path: '/admin/brands', headers, body }),
    deleteBrand: (id: number) => api<unknown>({ method: 'DELETE', path: `/admin/brands/${id}`, headers }),
    uploadBrandLogo: uploadPicture('/admin/brands/logos'),
  }
}
