// Where each demo media file lives. Shared by the catalogue generator (URLs in the database) and by
// scripts/media (which writes the files), so the two can never disagree. URLs are root-relative.

/** Widths of every product photo (square). `files.url` names the largest. */
export const PRODUCT_WIDTHS = [320, 640, 960] as const
/** Widths of wide images: brand banners, guide heroes, home banners. */
export const WIDE_WIDTHS = [640, 1280] as const
export const SIZE_CHART_WIDTHS = [320, 640, 960] as const

export const productPhotoUrl = (mediaKey: string, n: number, width = 960) =>
  `/media/products/${mediaKey}-${n}-${width}.webp`
export const brandLogoUrl = (slug: string) => `/media/brands/${slug}-logo.svg`
export const brandBannerUrl = (slug: string, width = 1280) => `/media/brands/${slug}-banner-${width}.webp`
export const categoryIconUrl = (paramName: string) => `/media/categories/${paramName}.svg`
export const guideHeroUrl = (slug: string, width = 1280) => `/media/guides/${slug}-${width}.webp`
export const curatorPhotoUrl = (curatorSlug: string) => `/media/curators/${curatorSlug}-320.webp`
export const sizeChartUrl = (chart: string, width = 960) => `/media/size-charts/${chart}-${width}.webp`
export const homeBannerUrl = (n: number, width = 1280) => `/media/banners/home-${n}-${width}.webp`
export const tapeVideoUrl = (slug: string) => `/media/tapes/${slug}.mp4`
export const tapePosterUrl = (slug: string) => `/media/tapes/${slug}-poster-540.webp`

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[’']/g, '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
