// The demo store's home carousel (spec §2): new arrivals, most votes, two brand pages and two products.
// The pictures are the demo media (media/banners, drawn for these targets by scripts/media/home-banners.ts);
// their words are repeated in `alt` for screen readers and search engines. An operator changes them in
// the admin (decision 0768).
import type { BannerTargetKind } from '@haat/domain/catalog/home-banner'
import type { homeBanners } from '../db/schema.ts'

const banner = (slot: number, alt: string, targetKind: BannerTargetKind, target: string) => ({
  slot,
  imageUrl: `/media/banners/home-${slot}-1280.webp`,
  alt,
  targetKind,
  target,
})

export const DEMO_BANNERS: (typeof homeBanners.$inferInsert)[] = [
  banner(1, 'New drops this week: small brands, big ideas. Shop new', 'path', '/browse-all?sortby=new'),
  banner(
    2,
    'Most loved this month: upvote what you like and unlock its discount. See top votes',
    'path',
    '/browse-all?sortby=most-votes',
  ),
  banner(
    3,
    'Brand spotlight, Kesar & Clay: hand-poured candles and planters from Jaipur',
    'brand',
    'kesar-and-clay',
  ),
  banner(4, 'Brand spotlight, Volt Veda: wireless sound, designed and tuned in Noida', 'brand', 'volt-veda'),
  banner(
    5,
    'Upvote for discount: Kashmiri Walnut Oil, cold-pressed in small batches by Pahadi Pantry',
    'product',
    'pahadi-pantry-cold-pressed-kashmiri-walnut-oil',
  ),
  banner(
    6,
    'Pack light, go far: the Safarnama cabin trolley, tested on 500 km of pavement',
    'product',
    'safarnama-luggage-cabin-hard-shell-trolley',
  ),
]
