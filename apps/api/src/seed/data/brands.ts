// Invented Indian D2C brands. Exactly 8 are `featured` (home "BRAND DISCOGRAPHY"); the SHOPIFY ones
// sell through the e-commerce platform channel (their variants carry Shopify GIDs).

export type BrandSeed = {
  slug: string
  name: string
  city: string
  description: string
  channel: 'SHOPIFY' | 'HAAT'
  featured: boolean
  /** Brand colour: logo disc, banner, printed labels. */
  colour: string
  tagline: string
}

type Row = [slug: string, name: string, city: string, channel: 'S' | 'H', featured: 0 | 1, colour: string, tagline: string, description: string]

const ROWS: Row[] = [
  ['kesar-and-clay', 'Kesar & Clay', 'Jaipur', 'H', 1, '#c2410c', 'Slow-made for your home', 'Hand-poured soy candles and terracotta planters, made by a team of twelve potters and chandlers in Sanganer.'],
  ['brew-bazaar', 'Brew Bazaar', 'Bengaluru', 'S', 1, '#6b3e26', 'Single-estate, freshly roasted', 'Coffee roasted every Tuesday from Chikmagalur and Araku estates, shipped within 48 hours of roasting.'],
  ['saffron-skin-lab', 'Saffron Skin Lab', 'Srinagar', 'S', 1, '#b45309', 'Kashmiri botanicals, clinical results', 'Dermatologist-tested skincare built around Kashmiri saffron, walnut and apricot kernel oils.'],
  ['pahadi-pantry', 'Pahadi Pantry', 'Dehradun', 'H', 1, '#3f6212', 'From Himalayan villages to your kitchen', 'Raw honey, cold-pressed oils and pickles sourced from 40 farming families across Uttarakhand.'],
  ['volt-veda', 'Volt Veda', 'Noida', 'S', 1, '#1e3a8a', 'Sound, designed in India', 'Wireless audio tuned in our Noida lab, with a two-year replacement warranty and service in 19,000 pin codes.'],
  ['safarnama-luggage', 'Safarnama Luggage', 'Mumbai', 'H', 1, '#0f766e', 'Pack light, travel far', 'Polycarbonate luggage and cabin bags tested on 500 km of Mumbai pavements before they reach you.'],
  ['chausar-games', 'Chausar Games', 'Jaipur', 'H', 1, '#7c2d12', 'Game night, the desi way', 'Board and card games inspired by Indian folklore, bazaars and cricket, designed by two cousins in Jaipur.'],
  ['samay-timepieces', 'Samay Timepieces', 'Rajkot', 'H', 1, '#1f2937', 'Time, told beautifully', 'Automatic and quartz watches assembled in Rajkot, with sapphire-coated glass and vegan leather straps.'],
  ['gudh-good-foods', 'Gudh Good Foods', 'Pune', 'H', 0, '#a16207', 'Snacks sweetened with jaggery', 'Millet snacks and jaggery treats with no refined sugar and no palm oil.'],
  ['tiffin-theory', 'Tiffin Theory', 'Mumbai', 'H', 0, '#0369a1', 'Lunch, beautifully packed', 'Steel tiffins, bottles and storage that replace single-use plastic in Indian kitchens.'],
  ['mitti-mornings', 'Mitti Mornings', 'Khurja', 'H', 0, '#9a3412', 'Pottery for everyday rituals', 'Glazed stoneware mugs and planters thrown by third-generation potters in Khurja.'],
  ['amla-apothecary', 'Amla Apothecary', 'Rishikesh', 'H', 0, '#15803d', 'Ayurveda for modern days', 'Classical Ayurvedic formulations in clean, modern doses, made in a GMP-certified unit in Rishikesh.'],
  ['taaza-threads', 'Taaza Threads', 'Kolkata', 'S', 0, '#be123c', 'Everyday cotton, fresh cuts', 'Organic cotton basics cut and stitched in Kolkata, in sizes XS to 3XL.'],
  ['jugni-jutti-co', 'Jugni Jutti Co.', 'Amritsar', 'H', 0, '#c026d3', 'Hand-embroidered, cushioned soles', 'Punjabi juttis and flats with memory-foam soles, embroidered by artisans in Amritsar.'],
  ['chargewala', 'Chargewala', 'Delhi', 'H', 0, '#ca8a04', 'Always charged', 'Fast chargers, braided cables and power banks with BIS certification and honest capacity ratings.'],
  ['bindaas-bags', 'Bindaas Bags', 'Kanpur', 'S', 0, '#92400e', 'Carry it your way', 'Vegetable-tanned leather and canvas bags from Kanpur tanneries, built to age well.'],
  ['pawsome-desi', 'Pawsome Desi', 'Bengaluru', 'S', 0, '#ea580c', 'Happy tails, Indian-made', 'Vet-approved food, treats and accessories for dogs and cats, including our beloved indies.'],
  ['bholu-toys', 'Bholu Toys', 'Channapatna', 'H', 0, '#dc2626', 'Toys that last generations', 'Lacquered wooden toys from Channapatna, coloured with vegetable dyes and safe for little mouths.'],
  ['kasrat-co', 'Kasrat Co.', 'Ludhiana', 'H', 0, '#374151', 'Train at home, seriously', 'Cast-iron dumbbells, kettlebells and bands forged in Ludhiana for home gyms.'],
  ['prana-mats', 'Prana Mats', 'Rishikesh', 'H', 0, '#7c3aed', 'Grip for every asana', 'Natural rubber and jute yoga mats, blocks and straps designed with Rishikesh teachers.'],
  ['muscle-masala', 'Muscle Masala', 'Hyderabad', 'S', 0, '#b91c1c', 'Protein with desi flavour', 'Protein bars, whey and electrolytes in flavours like kesar pista and filter coffee.'],
  ['chashma-street', 'Chashma Street', 'Delhi', 'H', 0, '#0e7490', 'Frames with attitude', 'Polarised sunglasses and blue-light frames with acetate from Italy and hinges made in Delhi.'],
  ['dhaaga-handloom', 'Dhaaga Handloom', 'Varanasi', 'H', 0, '#9d174d', 'Woven by hand, worn with pride', 'Handloom kurtas and co-ord sets woven by weaver families in Varanasi and Chanderi.'],
  ['nanhe-kadam', 'Nanhe Kadam', 'Chennai', 'H', 0, '#0284c7', 'Soft clothes for small steps', 'Organic muslin and cotton clothing for babies and kids, tested for skin safety.'],
  ['roshni-lamps', 'Roshni Lamps', 'Moradabad', 'H', 0, '#d97706', 'Light, crafted in brass', 'Brass and rattan lamps hand-finished by metal workers in Moradabad.'],
  ['mooch-and-more', 'Mooch & More', 'Lucknow', 'S', 0, '#44403c', 'Grooming for the desi gent', 'Beard oils, face washes and shaving kits with ingredients like vetiver and sandalwood.'],
  ['kadak-kombucha', 'Kadak Kombucha', 'Goa', 'H', 0, '#65a30d', 'Brewed slow, sipped cold', 'Small-batch kombucha and cold brews fermented in Goa with Indian fruit and spice.'],
  ['ghar-gully', 'Ghar Gully', 'Ahmedabad', 'H', 0, '#be185d', 'Block prints for every corner', 'Hand block-printed cushions and throws from Sanganer and Bagru printers.'],
  ['sneakerwala-studio', 'Sneakerwala Studio', 'Mumbai', 'S', 0, '#111827', 'Sneakers made for Indian feet', 'Lightweight sneakers with wider toe boxes, made in Agra and designed in Mumbai.'],
  ['tawa-tales', 'Tawa Tales', 'Coimbatore', 'S', 0, '#57534e', 'Cookware your nani would approve', 'Pre-seasoned cast iron and tri-ply cookware made in Coimbatore foundries.'],
]

export const BRANDS: BrandSeed[] = ROWS.map(([slug, name, city, channel, featured, colour, tagline, description]) => ({
  slug,
  name,
  city,
  description,
  channel: channel === 'S' ? 'SHOPIFY' : 'HAAT',
  featured: featured === 1,
  colour,
  tagline,
}))
