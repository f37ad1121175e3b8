// Turns a product draft into the rows of products, files, options, variants and product_tags.
import type { files, productOptions, productTags, products, variants } from '../../db/schema.ts'
import { PRODUCT_WIDTHS, productPhotoUrl, sizeChartUrl, tapeVideoUrl } from '../media-urls.ts'
import { HINDI_TEXTS } from '../data/hindi-texts.ts'
import type { ProductDraft } from './draft-product.ts'

export type ProductRow = typeof products.$inferInsert & { id: number }
export type FileRow = typeof files.$inferInsert
export type OptionRow = typeof productOptions.$inferInsert
export type VariantRow = typeof variants.$inferInsert
export type ProductTagRow = typeof productTags.$inferInsert

export type ProductRows = {
  product: ProductRow
  files: FileRow[]
  options: OptionRow[]
  variants: VariantRow[]
  productTags: ProductTagRow[]
}

const PHOTO_SIZE = PRODUCT_WIDTHS[PRODUCT_WIDTHS.length - 1]!
/** Shopify-style variant GIDs: unique per product and position (the checkout adapter sends them). */
const shopifyGid = (productId: number, position: number) =>
  `gid://shopify/ProductVariant/${44_000_000_000_000 + productId * 100 + position}`

/** Ids the rows point at: tags and categories by slug, and which products have a tape. */
export type RowContext = {
  tagIds: Map<string, number>
  categoryIds: Map<string, number>
  tapeProductIds: Set<number>
}

export function productRows(d: ProductDraft, ctx: RowContext): ProductRows {
  const photoUrls = Array.from({ length: d.media.photos }, (_, n) => productPhotoUrl(d.media.mediaKey, n + 1))
  const files: FileRow[] = photoUrls.map((url, position) => ({
    productId: d.id,
    url,
    fileType: 'image',
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
    position,
  }))
  if (ctx.tapeProductIds.has(d.id)) {
    files.push({
      productId: d.id,
      url: tapeVideoUrl(d.slug),
      fileType: 'video',
      width: 540,
      height: 960,
      position: files.length,
    })
  }
  return {
    product: {
      id: d.id,
      slug: d.slug,
      headline: d.headline,
      title: d.title,
      description: d.description,
      ...HINDI_TEXTS[d.slug],
      brandId: d.brandId,
      categoryId: ctx.categoryIds.get(d.kind.category)!,
      subcategoryId: ctx.categoryIds.get(d.kind.subcategory)!,
      price: d.price,
      offerType: d.offer?.type ?? null,
      offerValue: d.offer?.value ?? null,
      offerCode: d.offer?.code ?? null,
      upvoteCount: d.upvoteCount,
      viewCount: d.viewCount,
      launchedOn: d.launchedOn,
      batchMin: d.batchMin,
      buyUrl: d.buyUrl,
      shippingDetails: d.shippingDetails,
      returnPolicy: d.returnPolicy,
      sizeChart: d.sizeChart ? { images: [sizeChartUrl(d.sizeChart), sizeChartUrl('how-to-measure')] } : null,
      declarations: d.declarations,
    },
    files,
    options: d.options.map((o, position) => ({ productId: d.id, name: o.name, values: o.values, position })),
    variants: d.variants.map((v, position) => ({
      productId: d.id,
      price: v.price,
      availableForSale: v.availableForSale,
      // The shot painted in this colour when there is one, else the first photo.
      imageUrl: photoUrls[v.colourIndex !== null && v.colourIndex < photoUrls.length ? v.colourIndex : 0]!,
      selectedOptions: v.selectedOptions,
      externalId: d.brand.channel === 'SHOPIFY' ? shopifyGid(d.id, position) : null,
      position,
    })),
    // The price too: bulk loads run without the trigger that copies it (migration 0026).
    productTags: d.tagSlugs.map((slug) => ({
      productId: d.id,
      tagId: ctx.tagIds.get(slug)!,
      price: d.price,
    })),
  }
}
