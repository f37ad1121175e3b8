// Spec §2 home carousel: 6 banners linking to new arrivals, most votes, two brand pages and two products.
// The pictures are the demo media (media/banners); their words are repeated in `alt` for screen readers.
import { BANNER_COUNT } from '@haat/domain/constants/timings'

export type Banner = { image: string; srcSet: string; height: number; alt: string; href: string }

const url = (n: number, w: number) => `/media/banners/home-${n}-${w}.webp`
const banner = (n: number, alt: string, href: string): Banner => ({
  image: url(n, 1280),
  srcSet: `${url(n, 640)} 640w, ${url(n, 1280)} 1280w`,
  height: 400,
  alt,
  href,
})

export const HOME_BANNERS: readonly Banner[] = [
  banner(1, 'New drops this week: fresh launches from Indian makers', '/browse-all?sortby=new'),
  banner(2, 'Most loved: the products shoppers upvoted most', '/browse-all?sortby=most-votes'),
  banner(3, 'Kesar & Clay: slow-made candles and ceramics from Jaipur', '/brands/kesar-and-clay'),
  banner(4, 'Brew Bazaar: single-estate coffee, freshly roasted in Bengaluru', '/brands/brew-bazaar'),
  banner(5, 'Volt Veda wireless headphones, tuned in Noida', '/product/volt-veda-wireless-headphones'),
  banner(6, 'Pahadi Pantry cold-pressed Kashmiri walnut oil', '/product/pahadi-pantry-walnut-oil'),
].slice(0, BANNER_COUNT)
