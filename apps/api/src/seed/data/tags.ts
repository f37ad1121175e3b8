// Demo tags (name, slug). Kinds name the slugs that suit them; GENERIC_TAGS can go on any product.

const NAMES = [
  'Made in India', 'Handcrafted', 'Vegan', 'Cruelty Free', 'Organic', 'Gift Ideas', 'Bestseller', 'Small Batch',
  'Sustainable', 'Ayurvedic', 'Gluten Free', 'High Protein', 'No Added Sugar', 'Eco Friendly', 'Limited Edition',
  'New Launch', 'Festive Edit', 'Diwali Gifting', 'Work From Home', 'Travel Ready', 'Monsoon Essentials',
  'Summer Essentials', 'Winter Warmers', 'Desk Setup', 'Home Gym', 'Self Care', 'Plastic Free', 'Women Led',
  'Kid Safe', 'Pet Friendly', 'Handloom', 'Cold Pressed', 'Single Origin', 'Zero Waste', 'Minimalist',
  'Streetwear', 'Athleisure', 'Wireless', 'Fast Charging', 'Dermat Tested', 'Paraben Free', 'Clean Beauty',
  'Keto Friendly', 'Millet Based', 'Upcycled', 'Family Games', 'Party Games', 'Wedding Season', 'Desi Flavours',
  'Coffee Lovers', 'Yoga Essentials', 'Artisan Made',
]

export const tagSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export const TAGS = NAMES.map((name) => ({ name, slug: tagSlug(name) }))

export const GENERIC_TAGS = ['made-in-india', 'bestseller', 'gift-ideas', 'small-batch', 'women-led', 'limited-edition', 'artisan-made']
