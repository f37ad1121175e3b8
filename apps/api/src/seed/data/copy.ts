// Shipping and return texts. Some products have none (the UI then shows its empty texts).

export const SHIPPING_TEXTS = [
  'Ships in 1–2 business days from {city}. Free delivery above ₹499; ₹49 otherwise. Delivered in 3–6 days across India.',
  'Dispatched within 24 hours. Metro cities get delivery in 2–3 days, the rest of India in 4–7 days. Cash on delivery available.',
  'Made to order: ships in 5–7 days from our {city} workshop. Tracked delivery to 19,000+ pin codes.',
  'Free express shipping across India. Orders placed before 2 pm ship the same day from {city}.',
]

export const RETURN_TEXTS = {
  general: [
    'Easy 7-day returns for unused items in original packaging. Refunds reach your account in 5–7 days.',
    '15-day no-questions-asked returns. We arrange the pickup; refunds go to your original payment method or UPI.',
  ],
  sized: 'Free size exchanges within 10 days; returns within 7 days for unworn items with tags on.',
  consumable:
    'Food and personal-care items cannot be returned once opened. Damaged on arrival? Send us a photo within 48 hours for a free replacement.',
}

/** Subcategories whose products are eaten, drunk or applied: they get the consumable return policy. */
export const CONSUMABLE_SUBCATEGORIES = new Set([
  'coffee-tea', 'snacks', 'pantry', 'beverages', 'sports-nutrition', 'supplements', 'ayurveda', 'pet-food',
  'skincare', 'haircare', 'bath-body', 'mens-grooming', 'pet-grooming', 'sleep-relaxation',
])
