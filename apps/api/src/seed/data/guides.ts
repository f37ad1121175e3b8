// Curated guides: each picks products from its categories. Some belong to an event (/api/feeds/event).

export type GuideSeed = {
  slug: string
  name: string
  headline: string
  description: string
  curatorName: string
  featured: boolean
  eventName: string | null
  categories: string[]
  /** How many products the guide lists (6–12). */
  size: number
}

export const GUIDES: GuideSeed[] = [
  {
    slug: 'diwali-gifting-guide',
    name: 'Diwali Gifting Guide',
    headline: 'Gifts that light up the festive season',
    description: 'Hand-poured candles, pantry treats from the hills and games for the whole family: gifts your relatives will actually use after the diyas are packed away.',
    curatorName: 'Ananya Iyer',
    featured: true,
    eventName: 'diwali',
    categories: ['home-decor', 'food-drink', 'games'],
    size: 12,
  },
  {
    slug: 'work-from-home-desk-setup',
    name: 'Work From Home Desk Setup',
    headline: 'Build a desk you look forward to',
    description: 'Noise-cancelling audio, chargers that tidy your cables and a lamp that is kind to tired eyes. Everything on this list survived a month of back-to-back calls.',
    curatorName: 'Rohan Mehta',
    featured: true,
    eventName: null,
    categories: ['electronics', 'home-decor'],
    size: 9,
  },
  {
    slug: 'monsoon-skincare-edit',
    name: 'Monsoon Skincare Edit',
    headline: 'Skin that stays calm when the rains arrive',
    description: 'Humidity, sweat and sudden chills: a dermatologist-tested routine with light textures that will not clog pores in July.',
    curatorName: 'Kavya Nair',
    featured: true,
    eventName: 'monsoon',
    categories: ['beauty', 'health-wellness'],
    size: 8,
  },
  {
    slug: 'fitness-starter-kit',
    name: 'Fitness Starter Kit',
    headline: 'Everything to start training at home',
    description: 'A mat, a pair of dumbbells and the protein to recover: a compact home gym that fits in a one-BHK.',
    curatorName: 'Arjun Malhotra',
    featured: true,
    eventName: 'new-year-resolutions',
    categories: ['sports-fitness', 'health-wellness'],
    size: 10,
  },
  {
    slug: 'pet-parent-essentials',
    name: 'Pet Parent Essentials',
    headline: 'For the indies who rule our homes',
    description: 'Vet-approved food, chew-proof bowls and beds that survive the zoomies: picked by a foster parent of eleven rescues.',
    curatorName: 'Sneha Kulkarni',
    featured: false,
    eventName: null,
    categories: ['pets'],
    size: 7,
  },
  {
    slug: 'weekend-getaway-packing-list',
    name: 'Weekend Getaway Packing List',
    headline: 'Pack once, travel light',
    description: 'Cabin luggage, a backpack that doubles as a laptop bag and the organisers that keep a hill-station weekend under seven kilos.',
    curatorName: 'Vikram Sethi',
    featured: false,
    eventName: 'summer-travel',
    categories: ['travel', 'accessories', 'electronics'],
    size: 8,
  },
  {
    slug: 'game-night-at-home',
    name: 'Game Night at Home',
    headline: 'Turn off the TV and deal the cards',
    description: 'Board games inspired by bazaars and cricket, party cards for loud cousins and snacks to keep everyone at the table.',
    curatorName: 'Meera Joshi',
    featured: true,
    eventName: 'diwali',
    categories: ['games', 'food-drink'],
    size: 6,
  },
  {
    slug: 'the-conscious-kitchen',
    name: 'The Conscious Kitchen',
    headline: 'Cook well, waste less',
    description: 'Cast iron that lasts generations, steel instead of plastic, and pantry staples from farmers who are paid fairly.',
    curatorName: 'Farah Siddiqui',
    featured: false,
    eventName: null,
    categories: ['kitchen', 'food-drink'],
    size: 11,
  },
]
