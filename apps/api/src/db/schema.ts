// One PostgreSQL schema for PGlite and PostgreSQL. Amounts are whole rupees (see docs/decisions).
import { sql } from 'drizzle-orm'
import type { Declarations } from '@haat/domain/catalog/declarations'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
/** Suggestions match brand, category and tag names folded as search folds words (decision 0663). */
const foldedNameIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`to_tsvector('simple', haat_fold_text(${column}))`)

export const brands = pgTable(
  'brands',
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    city: text().notNull().default(''),
    logoUrl: text().notNull(),
    bannerUrl: text(),
    salesChannel: text({ enum: ['SHOPIFY', 'HAAT'] })
      .notNull()
      .default('HAAT'),
    featured: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [foldedNameIndex('brands_search_name_idx', t.name)],
)

/**
 * A platform-channel brand's own Shopify store (decision 0620). The tokens are sealed with
 * SETTINGS_ENCRYPTION_KEY (AES-256-GCM, services/secrets/secret-box.ts) and kept off the brands row, so
 * no catalogue query can carry them into an answer.
 */
export const brandShops = pgTable('brand_shops', {
  brandId: integer()
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  storeDomain: text().notNull(),
  storefrontApiVersion: text().notNull(),
  storefrontToken: text().notNull(),
  adminToken: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Single-use Shopify discount codes issued to shoppers who upvoted (decision 0621); kept for audit. */
export const shopifyDiscountCodes = pgTable(
  'shopify_discount_codes',
  {
    id: id(),
    /** 'brand:<id>' or 'default' (the SHOPIFY_* store). */
    shop: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    voterKey: text().notNull(),
    code: text().notNull().unique(),
    discountId: text().notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.voterKey, t.productId)],
)

export const categories = pgTable(
  'categories',
  {
    id: id(),
    paramName: text().notNull().unique(),
    name: text().notNull(),
    parentId: integer().references((): any => categories.id),
    position: integer().notNull().default(0),
    iconUrl: text(),
  },
  (t) => [index().on(t.parentId, t.position), foldedNameIndex('categories_search_name_idx', t.name)],
)

export const tags = pgTable(
  'tags',
  { id: id(), slug: text().notNull().unique(), name: text().notNull() },
  (t) => [foldedNameIndex('tags_search_name_idx', t.name)],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text().notNull().unique(),
    headline: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** Hindi texts the operator may fill; null shows the English on Hindi pages (decision 0791). */
    titleHi: text(),
    headlineHi: text(),
    descriptionHi: text(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer().references(() => categories.id),
    price: integer().notNull(),
    offerType: text({ enum: ['PERCENT', 'AMOUNT'] }),
    offerValue: integer(),
    offerCode: text(),
    upvoteCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    launchedOn: timestamp({ withTimezone: true }).notNull(),
    batchMin: integer(),
    buyUrl: text(),
    shippingDetails: text(),
    returnPolicy: text(),
    sizeChart: jsonb().$type<{ images: string[] } | null>(),
    /** What Indian rules ask the page to declare (MRP, origin, maker, net quantity …; decision 0781). */
    declarations: jsonb().$type<Declarations | null>(),
    /** Folded words of title (A), brand (B), categories (B), tags (C), headline (D); kept by triggers (search/). */
    searchDoc: tsvector(),
    createdAt: createdAt(),
  },
  (t) => {
    // A filter's pages in each sort of spec §7: filter first, id last (names kept from 0143's indexes).
    const perFilterSortIndexes = (filter: string, column: typeof t.categoryId) => [
      index(`products_${filter}_idx`).on(column, t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index(`products_${filter}_new_idx`).on(
        column,
        t.launchedOn.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      ),
      index(`products_${filter}_votes_idx`).on(
        column,
        t.upvoteCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      ),
      index(`products_${filter}_price_idx`).on(column, t.price, t.id),
    ]
    return [
      check('products_price_nonneg', sql`${t.price} >= 0`),
      check('products_upvote_nonneg', sql`${t.upvoteCount} >= 0`),
      check(
        'products_offer_complete',
        sql`(${t.offerType} is null) = (${t.offerValue} is null) and (${t.offerType} is null) = (${t.offerCode} is null)`,
      ),
      // One index per sort key of spec §7, with id as tie-breaker for stable paging.
      index('products_trending_idx').on(t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index('products_new_idx').on(t.launchedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index('products_votes_idx').on(t.upvoteCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index('products_price_idx').on(t.price, t.id),
      // Category, subcategory and brand each hold thousands of products at 100k: every sort of spec §7 has
      // an index per filter, id last, so a page is read in order from where it starts (decisions 0143, 0832).
      ...perFilterSortIndexes('category', t.categoryId),
      ...perFilterSortIndexes('subcategory', t.subcategoryId),
      ...perFilterSortIndexes('brand', t.brandId),
      index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
      index('products_search_doc_idx').using('gin', t.searchDoc),
    ]
  },
)

/**
 * What search reads of each product, narrow (decision 0663): ranking and facets scan every match, and
 * products' rows are wide. Kept by triggers on products (drizzle/*_product_search.sql).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: tsvector().notNull(),
    viewCount: integer().notNull(),
    categoryId: integer().notNull(),
    subcategoryId: integer(),
    brandId: integer().notNull(),
    price: integer().notNull(),
    offer: boolean().notNull(),
  },
  (t) => [index('product_search_doc_idx').using('gin', t.doc)],
)

/**
 * Each word of each product's search document, ordered by the product's popularity (decision 0800):
 * suggestions read a broad word's most viewed products as an index range instead of every match.
 * popularity is haat_popularity(view_count), a log₂ bucket, so a view rewrites a product's rows only
 * when its count doubles. Kept by triggers on product_search (drizzle/*_search_postings_sync.sql).
 */
export const searchPostings = pgTable(
  'search_postings',
  { word: text().notNull(), popularity: smallint().notNull(), productId: integer().notNull() },
  (t) => [primaryKey({ columns: [t.word, t.popularity, t.productId] })],
)

/** Every folded word the catalogue uses, with one surface form: typo corrections and "did you mean". */
export const searchWords = pgTable(
  'search_words',
  { word: text().primaryKey(), display: text().notNull() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
)

/** Operator-editable synonyms (docs/decisions/0660): two-way sets, or one-way from terms[1] to the rest. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    terms: text().array().notNull(),
    direction: text({ enum: ['two-way', 'one-way'] }).notNull(),
    /** hinglish: terms[1] is a Hindi word in Latin letters, replaced by the rest (not kept itself). */
    source: text({ enum: ['synonym', 'hinglish'] })
      .notNull()
      .default('synonym'),
    folded: text()
      .array()
      .generatedAlwaysAs(sql`haat_fold_terms(terms)`),
  },
  (t) => [index('search_synonyms_folded_idx').using('gin', t.folded), unique().on(t.terms)],
)

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** The product's price, copied by triggers (migration 0026) so a tag's pages by price are read in
     * order from one index (decision 0833). Bulk loads, which run without triggers, write it themselves. */
    price: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index().on(t.tagId, t.productId),
    index('product_tags_tag_price_idx').on(t.tagId, t.price, t.productId),
  ],
)

export const files = pgTable(
  'files',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    fileType: text({ enum: ['image', 'video'] }).notNull(),
    width: integer(),
    height: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.position)],
)

export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    values: text().array().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.position)],
)

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer().notNull(),
    availableForSale: boolean().notNull().default(true),
    imageUrl: text(),
    selectedOptions: jsonb().$type<{ name: string; value: string }[]>().notNull(),
    /** Shopify variant GID for platform-channel products (checkout adapter). */
    externalId: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.position), check('variants_price_nonneg', sql`${t.price} >= 0`)],
)

export const guides = pgTable('guides', {
  id: id(),
  name: text().notNull(),
  paramName: text().notNull().unique(),
  slug: text().notNull().unique(),
  headline: text().notNull(),
  description: text().notNull(),
  curatorName: text().notNull(),
  curatorPhotoUrl: text(),
  imageUrl: text().notNull(),
  featured: boolean().notNull().default(false),
  /** Unpublished guides are drafts: the admin shows them, shoppers do not see them. */
  published: boolean().notNull().default(true),
  eventName: text(),
  categories: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer().notNull().default(0),
})

export const guideProducts = pgTable(
  'guide_products',
  {
    guideId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.productId] })],
)

export const tapes = pgTable(
  'tapes',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    thumbnailUrl: text().notNull(),
    durationMs: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /** The operator's order (decision 0766): lower first, then most viewed. */
    position: integer().notNull().default(0),
    /** Hidden tapes stay in the admin but leave every storefront read. */
    hidden: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.position, t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index().on(t.productId),
  ],
)

/**
 * The home carousel's banners (spec §2, decision 0768): one row per filled slot, the slot its place
 * (1..BANNER_COUNT). The picture is its 1280w WebP (the 640w sits beside it); the target is what the
 * operator named (a product, brand, guide or tag by slug, or a store path) and is checked when saved.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    slot: integer().primaryKey(),
    imageUrl: text().notNull(),
    alt: text().notNull(),
    targetKind: text({ enum: ['product', 'brand', 'guide', 'tag', 'path'] }).notNull(),
    target: text().notNull(),
    hidden: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('home_banners_slot_range', sql`${t.slot} between 1 and 6`)],
)

export const users = pgTable('users', {
  /** The username or the provider's subject (spec §3 User.id). */
  id: text().primaryKey(),
  email: text(),
  name: text(),
  issuer: text().notNull(),
  createdAt: createdAt(),
})

/** One row per shopper per product; voterKey is 'u:<userId>' or 'g:<guestId>'. */
export const votes = pgTable(
  'votes',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    voterKey: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.voterKey] }), index().on(t.voterKey, t.createdAt.desc())],
)

/**
 * Per product and India day, what the insights page counts and no other table keeps (decision 0770):
 * offers unlocked by an upvote (written by the vote's own statement) and adds to the bag (AddToCart
 * events). One row per product per day, so a range is at most 90 rows a product.
 */
export const productDays = pgTable(
  'product_days',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    unlocks: integer().notNull().default(0),
    adds: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index().on(t.day)],
)

/**
 * Catalogue files uploaded through the admin (decision 0772): the file itself (so any instance's job
 * worker can run it), its dry run, then the background import's progress and report.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: id(),
    fileName: text().notNull(),
    format: text({ enum: ['shopify-csv', 'json'] }).notNull(),
    /** The brand a brand user's import is bound to (or the one the admin chose); null: the file's. */
    brandSlug: text(),
    text: text().notNull(),
    /** checking, checked: the dry run (a job too: pictures are fetched); queued … failed: the import. */
    status: text({ enum: ['checking', 'checked', 'queued', 'running', 'done', 'failed'] }).notNull(),
    importGoodRows: boolean().notNull().default(false),
    /** The dry run's report (ImportReport), then the import's. */
    dryRun: jsonb(),
    stage: text(),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    report: jsonb(),
    error: text(),
    actorId: text().notNull(),
    actorEmail: text(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt.desc())],
)

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.variantId] }),
    check('cart_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: id(),
    publicId: text().notNull().unique(),
    userId: text().references(() => users.id),
    voterKey: text(),
    /** CONFIRMED: cash on delivery, accepted without a charge. EXPIRED: never paid in time.
     * SHIPPED and DELIVERED: set by an operator in the admin (decision 0763). */
    status: text({ enum: ['PENDING', 'PAID', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED'] })
      .notNull()
      .default('PENDING'),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    total: integer().notNull(),
    coupon: text(),
    paymentMethod: text({ enum: ['UPI', 'CARD', 'NETBANKING', 'WALLET', 'OTHER', 'COD'] }),
    /** The gateway's payment id (pay_…) of the payment that paid the order. */
    paymentReference: text(),
    /** As the gateway reports it for card payments; the card number never reaches the store. */
    cardLast4: text(),
    address: jsonb().$type<Record<string, string>>(),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
    /** A PENDING order can be paid until then (PAYMENT_EXPIRY_MINUTES after checkout). */
    expiresAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The refund of a cancelled paid order, as the gateway's answers and webhooks report it. */
    refundStatus: text({ enum: ['PENDING', 'PROCESSED', 'FAILED'] }),
    /** The courier's parcel, as the operator entered it when marking the order shipped. */
    tracking: jsonb().$type<{ carrier: string; trackingNumber: string; trackingUrl?: string }>(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.createdAt.desc()), index().on(t.status, t.expiresAt)],
)

export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    title: text().notNull(),
    /** What the shopper bought, as it was then (slug, picture and chosen options). */
    slug: text().notNull().default(''),
    image: text(),
    options: jsonb().$type<{ name: string; value: string }[]>().notNull().default([]),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    unitDiscount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.variantId] })],
)

/** One gateway order (order_…) per payment attempt of one of our orders; attemptKey makes it idempotent. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    gatewayOrderId: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptKey: text().notNull(),
    /** Paise, as sent to the gateway. */
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.orderId, t.attemptKey)],
)

/**
 * Every captured payment the store has seen, once (by the gateway's payment id): KEPT paid its order,
 * REFUND is given back (a second payment, a late one, or a cancelled order's), with its refund's state.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    paymentId: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gatewayOrderId: text().notNull(),
    amount: integer().notNull(),
    outcome: text({ enum: ['SETTLING', 'KEPT', 'REFUND'] }).notNull(),
    /** REQUESTED: to be sent; ISSUING: being sent by one instance; then as the gateway says. */
    refundStatus: text({ enum: ['REQUESTED', 'ISSUING', 'PENDING', 'PROCESSED', 'FAILED'] }),
    refundId: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId), index().on(t.refundStatus)],
)

/** Webhook deliveries already handled (X-Razorpay-Event-Id): a replay changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  receivedAt: createdAt(),
})

/** The sandbox gateway's own orders, payments and refunds (src/sandbox-gateway), as Razorpay entities. */
export const sandboxGatewayEntities = pgTable(
  'sandbox_gateway_entities',
  {
    id: text().primaryKey(),
    entity: text().notNull(),
    parentId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.parentId)],
)

export const trackedEvents = pgTable('tracked_events', {
  id: id(),
  eventName: text().notNull(),
  payload: jsonb().notNull(),
  forwarded: boolean().notNull().default(false),
  /** Why the last forwarding attempt to the advertising API failed. */
  forwardError: text(),
  createdAt: createdAt(),
})

export const clientLogs = pgTable('client_logs', {
  id: id(),
  severity: text().notNull(),
  payload: jsonb().notNull(),
  requestId: text(),
  createdAt: createdAt(),
})

/**
 * Visits through shared links and the orders started after one (issue 17 §4, decision 0782). `orderId` is
 * the order's public id: one referral per order.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    code: text().notNull(),
    kind: text({ enum: ['visit', 'order'] }).notNull(),
    path: text(),
    orderId: text().unique(),
    userId: text(),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_code_idx').on(t.code, t.kind)],
)

/** Small key/value store for generated secrets and flags (guest-id key, seed marker). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
})

/** Shoppers' sign-in accounts at the embedded login provider (src/oidc); id is the token subject. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    name: text().notNull(),
    /** scrypt$N$r$p$salt$hash (src/oidc/accounts/password.ts). */
    passwordHash: text().notNull(),
    /** Set when the shopper opened the link of the verification email. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Operators (decision 0760): 'admin' runs the store, 'brand' runs one brand; null for shoppers. */
    role: text({ enum: ['admin', 'brand'] }),
    brandId: integer().references(() => brands.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    check('accounts_brand_role', sql`(coalesce(${t.role}, '') = 'brand') = (${t.brandId} is not null)`),
  ],
)

/** The embedded login provider's sessions, grants, interactions, codes and refresh tokens. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The oidc-provider model: Session, Grant, Interaction, AuthorizationCode, RefreshToken … */
    kind: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index().on(t.grantId),
    index().on(t.uid),
    index().on(t.expiresAt),
  ],
)

/**
 * Single-use links mailed to an account (password reset, email verification). Only the SHA-256 of the
 * token is kept, so a copy of the database cannot be used to take over accounts.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['reset', 'verify'] }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId, t.purpose)],
)

/**
 * The durable job queue (src/jobs): mail, Meta event retries, retention. Workers on every instance claim
 * due rows with FOR UPDATE SKIP LOCKED and hold them for a lease; `key` makes enqueueing idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    /** Idempotency: a second job with the same key is not added. */
    key: text().unique(),
    payload: jsonb().notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the job until then; a crashed worker's job is taken again after it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Gave up after maxAttempts (kept for the operator, see docs/operators.md). */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
)

/** Access tokens the shopper signed out with (the logout call): refused until they would have expired.
 * Keyed by the token's SHA-256, so any issuer's tokens (with or without a jti) can be revoked. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
)

/**
 * Every change made through the admin or the admin CLI (decision 0761): who (the token's subject and
 * email), when, what (action and the changed row) and the row before and after, written in the same
 * transaction as the change.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    actorId: text().notNull(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.entity, t.entityId, t.createdAt.desc()), index().on(t.createdAt.desc())],
)
