// A home carousel banner as the storefront shows it (spec §2, decision 0768), and how a stored banner
// becomes one: its picture is the 1280w WebP with a 640w beside it, its link the page its target names.
// No zod here: the home page's browser code imports the type only.
export type Banner = { image: string; srcSet: string; height: number; alt: string; href: string }

export const BANNER_TARGET_KINDS = ['product', 'brand', 'guide', 'tag', 'path'] as const
export type BannerTargetKind = (typeof BANNER_TARGET_KINDS)[number]
export type BannerTarget = { kind: BannerTargetKind; value: string }

/** Banners are 3:1: 1280 × 427 and 640 × 214, as the demo's. */
export const BANNER_WIDTHS = [640, 1280] as const
export const BANNER_HEIGHT = 427

/** The picture at another width: every banner picture is named `…-1280.webp` with `…-640.webp` beside it. */
export const bannerImageAt = (imageUrl: string, width: number) =>
  imageUrl.replace(/-1280\.webp$/, `-${width}.webp`)

export function bannerHref(target: BannerTarget): string {
  const slug = encodeURIComponent(target.value)
  switch (target.kind) {
    case 'product':
      return `/product/${slug}`
    case 'brand':
      return `/brands/${slug}`
    case 'guide':
      return `/guides/${slug}`
    case 'tag':
      return `/tags/${slug}`
    case 'path':
      return target.value
  }
}

export function storefrontBanner(b: { imageUrl: string; alt: string; target: BannerTarget }): Banner {
  return {
    image: b.imageUrl,
    srcSet: BANNER_WIDTHS.map((w) => `${bannerImageAt(b.imageUrl, w)} ${w}w`).join(', '),
    height: BANNER_HEIGHT,
    alt: b.alt,
    href: bannerHref(b.target),
  }
}
