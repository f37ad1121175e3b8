// The six home carousel banners (spec §2: new, most votes, two brands, product pages). The web decides
// the links; each banner is drawn for the target named in `for` (see media/README.md).
import type { ProductDraft } from '../../apps/api/src/seed/catalogue/draft-product.ts'
import type { WideText } from './lib/wide.ts'

type Banner = { for: string; colour: string; text: WideText; products: (demo: ProductDraft[]) => ProductDraft[] }

const bySlug = (slug: string) => (demo: ProductDraft[]) => {
  const own = demo.filter((d) => d.slug === slug)
  return [...own, ...demo.filter((d) => d.kind.id === own[0]?.kind.id && d.slug !== slug)].slice(0, 3)
}
const byBrand = (brand: string) => (demo: ProductDraft[]) => demo.filter((d) => d.brand.slug === brand).slice(0, 3)

export const HOME_BANNERS: Banner[] = [
  {
    for: '/browse-all?sortby=new',
    colour: '#f06a1d',
    text: { kicker: 'Fresh on Haat', title: 'New drops this week', line: 'Small brands, big ideas: see what just landed.', cta: 'Shop new' },
    products: (demo) => [...demo].sort((a, b) => b.launchedOn.getTime() - a.launchedOn.getTime()).slice(0, 3),
  },
  {
    for: '/browse-all?sortby=most-votes',
    colour: '#16803c',
    text: { kicker: 'Voted by shoppers', title: 'Most loved this month', line: 'Upvote what you like and unlock its discount.', cta: 'See top votes' },
    products: (demo) => [...demo].sort((a, b) => b.upvoteCount - a.upvoteCount).slice(0, 3),
  },
  {
    for: '/brands/kesar-and-clay',
    colour: '#c2410c',
    text: { kicker: 'Brand spotlight', title: 'Kesar & Clay', line: 'Hand-poured candles and planters from Jaipur.', cta: 'Visit the brand' },
    products: byBrand('kesar-and-clay'),
  },
  {
    for: '/brands/volt-veda',
    colour: '#1e3a8a',
    text: { kicker: 'Brand spotlight', title: 'Volt Veda', line: 'Wireless sound, designed and tuned in Noida.', cta: 'Visit the brand' },
    products: byBrand('volt-veda'),
  },
  {
    for: '/product/pahadi-pantry-cold-pressed-kashmiri-walnut-oil',
    colour: '#3f6212',
    text: { kicker: 'Upvote for discount', title: 'Kashmiri Walnut Oil', line: 'Cold-pressed in small batches by Pahadi Pantry.', cta: 'Unlock the offer' },
    products: bySlug('pahadi-pantry-cold-pressed-kashmiri-walnut-oil'),
  },
  {
    for: '/product/safarnama-luggage-cabin-hard-shell-trolley',
    colour: '#0f766e',
    text: { kicker: 'Travel season', title: 'Pack light, go far', line: 'The Safarnama cabin trolley, tested on 500 km of pavement.', cta: 'Shop the trolley' },
    products: bySlug('safarnama-luggage-cabin-hard-shell-trolley'),
  },
]
