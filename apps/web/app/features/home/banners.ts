// Spec §2 home carousel: 6 banners linking to new arrivals, most votes, two brand pages and two products.
// The pictures are the demo media (media/banners, drawn for these targets by scripts/media/home-banners.ts);
// their words are repeated in `alt` for screen readers and search engines.
import { BANNER_COUNT } from '@haat/domain/constants/timings'

export type Banner = { image: string; srcSet: string; height: number; alt: string; href: string }

const url = (n: number, w: number) => `/media/banners/home-${n}-${w}.webp`
const banner = (n: number, alt: string, href: string): Banner => ({
  image: url(n, 1280),
  srcSet: `${url(n, 640)} 640w, ${url(n, 1280)} 1280w`,
  height: 427,
  alt,
  href,
})

export const HOME_BANNERS: readonly Banner[] = [
  banner(1, 'New drops this week: small brands, big ideas. Shop new', '/browse-all?sortby=new'),
  banner(
    2,
    'Most loved this month: upvote what you like and unlock its discount. See top votes',
    '/browse-all?sortby=most-votes',
  ),
  banner(
    3,
    'Brand spotlight, Kesar & Clay: hand-poured candles and planters from Jaipur',
    '/brands/kesar-and-clay',
  ),
  banner(4, 'Brand spotlight, Volt Veda: wireless sound, designed and tuned in Noida', '/brands/volt-veda'),
  banner(
    5,
    'Upvote for discount: Kashmiri Walnut Oil, cold-pressed in small batches by Pahadi Pantry',
    '/product/pahadi-pantry-cold-pressed-kashmiri-walnut-oil',
  ),
  banner(
    6,
    'Pack light, go far: the Safarnama cabin trolley, tested on 500 km of pavement',
    '/product/safarnama-luggage-cabin-hard-shell-trolley',
  ),
].slice(0, BANNER_COUNT)
