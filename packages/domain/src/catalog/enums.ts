// Zod-free values of the product shapes: browsers import these without loading zod (product.ts uses them
// for its schemas).
export const FILE_TYPES = ['image', 'video'] as const
export const OFFER_TYPES = ['PERCENT', 'AMOUNT'] as const
export const SALES_CHANNELS = ['SHOPIFY', 'HAAT'] as const
export type SalesChannel = (typeof SALES_CHANNELS)[number]

/** The value that marks the e-commerce platform channel (secure-payments footer, platform checkout). */
export const PLATFORM_SALES_CHANNEL: SalesChannel = 'SHOPIFY'
