// The spec's category tree (§2 Listings). The first 11 follow the home icon row order
// (FITNESS, HOME, BEAUTY, ACCESSORIES, F & D, GAMES, ELECTRONICS, PETS, KITCHEN, TRAVEL, WELLNESS),
// so `position` 0–10 is that row; the rest only appear in the category tree and chip row.

export type CategorySeed = {
  paramName: string
  name: string
  /** Label of the home icon row, when the category is in it. */
  iconLabel: string | null
  subcategories: Array<{ paramName: string; name: string }>
}

const sub = (paramName: string, name: string) => ({ paramName, name })

export const CATEGORY_TREE: CategorySeed[] = [
  {
    paramName: 'sports-fitness',
    name: 'Sports & Fitness',
    iconLabel: 'FITNESS',
    subcategories: [sub('yoga', 'Yoga'), sub('gym-equipment', 'Gym Equipment'), sub('sports-nutrition', 'Sports Nutrition')],
  },
  {
    paramName: 'home-decor',
    name: 'Home Decor',
    iconLabel: 'HOME',
    subcategories: [
      sub('candles-fragrance', 'Candles & Fragrance'),
      sub('planters', 'Planters'),
      sub('lighting', 'Lighting'),
      sub('cushions-throws', 'Cushions & Throws'),
    ],
  },
  {
    paramName: 'beauty',
    name: 'Beauty',
    iconLabel: 'BEAUTY',
    subcategories: [sub('skincare', 'Skincare'), sub('haircare', 'Haircare'), sub('bath-body', 'Bath & Body')],
  },
  {
    paramName: 'accessories',
    name: 'Accessories',
    iconLabel: 'ACCESSORIES',
    subcategories: [sub('watches', 'Watches'), sub('bags-wallets', 'Bags & Wallets'), sub('eyewear', 'Eyewear')],
  },
  {
    paramName: 'food-drink',
    name: 'Food & Drink',
    iconLabel: 'F & D',
    subcategories: [
      sub('coffee-tea', 'Coffee & Tea'),
      sub('snacks', 'Snacks'),
      sub('pantry', 'Pantry'),
      sub('beverages', 'Beverages'),
    ],
  },
  {
    paramName: 'games',
    name: 'Games',
    iconLabel: 'GAMES',
    subcategories: [sub('board-games', 'Board Games'), sub('card-games', 'Card Games'), sub('puzzles', 'Puzzles')],
  },
  {
    paramName: 'electronics',
    name: 'Electronics',
    iconLabel: 'ELECTRONICS',
    subcategories: [sub('audio', 'Audio'), sub('chargers-power', 'Chargers & Power'), sub('wearables', 'Wearables')],
  },
  {
    paramName: 'pets',
    name: 'Pets',
    iconLabel: 'PETS',
    subcategories: [sub('pet-food', 'Pet Food'), sub('pet-accessories', 'Pet Accessories'), sub('pet-grooming', 'Pet Grooming')],
  },
  {
    paramName: 'kitchen',
    name: 'Kitchen',
    iconLabel: 'KITCHEN',
    subcategories: [sub('cookware', 'Cookware'), sub('drinkware', 'Drinkware'), sub('storage', 'Storage')],
  },
  {
    paramName: 'travel',
    name: 'Travel',
    iconLabel: 'TRAVEL',
    subcategories: [sub('luggage', 'Luggage'), sub('backpacks', 'Backpacks'), sub('travel-accessories', 'Travel Accessories')],
  },
  {
    paramName: 'health-wellness',
    name: 'Health & Wellness',
    iconLabel: 'WELLNESS',
    subcategories: [sub('supplements', 'Supplements'), sub('ayurveda', 'Ayurveda'), sub('sleep-relaxation', 'Sleep & Relaxation')],
  },
  {
    paramName: 'men',
    name: 'Men',
    iconLabel: null,
    subcategories: [sub('mens-clothing', "Men's Clothing"), sub('mens-footwear', "Men's Footwear"), sub('mens-grooming', "Men's Grooming")],
  },
  {
    paramName: 'women',
    name: 'Women',
    iconLabel: null,
    subcategories: [sub('womens-clothing', "Women's Clothing"), sub('womens-footwear', "Women's Footwear"), sub('ethnic-wear', 'Ethnic Wear')],
  },
  {
    paramName: 'kids',
    name: 'Kids',
    iconLabel: null,
    subcategories: [sub('toys', 'Toys'), sub('kids-clothing', "Kids' Clothing"), sub('school-essentials', 'School Essentials')],
  },
  {
    paramName: 'apparel',
    name: 'Apparel',
    iconLabel: null,
    subcategories: [sub('t-shirts', 'T-Shirts'), sub('hoodies-sweatshirts', 'Hoodies & Sweatshirts'), sub('socks-loungewear', 'Socks & Loungewear')],
  },
]
