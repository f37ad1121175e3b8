// URL slugs for brands, products, tags and guides: lower-case ASCII words joined by '-'.

/** 'Café Coffee & Co.' → 'cafe-coffee-and-co'. Empty when nothing sluggable remains. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // strip accents left as combining marks by NFKD
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '') // "men's" → "mens", not "men-s"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
